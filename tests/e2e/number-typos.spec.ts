import { request, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { htmlText, signInOverHttp } from './support/http-session';
import { waitForShell } from './shell-support';

/**
 * A typo in a number field is no 'Required': the server (a form posted without scripts) and the browser
 * (as the field is left) both say the number asked for, with its bounds and unit, in the person's language.
 */

const SHOTS = 'test-results/trips';

/** Maria over HTTP in one language (the portal's 'lang' cookie). */
async function mariaIn(lang: 'en' | 'es'): Promise<APIRequestContext> {
  const signedInContext = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
  const { cookies } = await signedInContext.storageState();
  await signedInContext.dispose();
  const domain = new URL(baseUrl()).hostname;
  const lng = { name: 'lang', value: lang, domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
  return request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { origin: baseUrl() },
    storageState: { cookies: [...cookies, lng], origins: [] },
  });
}

/** Posts the form of `path` with its hidden fields and `typed`, and answers the page the refusal redirected to. */
async function postTypo(context: APIRequestContext, path: string, typed: Record<string, string>): Promise<string> {
  const form = await (await context.get(path)).text();
  const hidden = Object.fromEntries(
    [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      return name ? [[name, htmlText(/value="([^"]*)"/.exec(tag)?.[1] ?? '')]] : [];
    }),
  );
  const answer = await context.post(path, { form: { ...hidden, ...typed } });
  // Shown again after a redirect (200), or at once with the refusal's status (records' forms: 400).
  expect([200, 400], `${path} shows the refused form again`).toContain(answer.status());
  return htmlText(await answer.text());
}

/** The text of a field's message (`error-<name>`) in a page's HTML. */
function messageOf(html: string, name: string): string {
  return (new RegExp(`data-testid="error-${name}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '').trim();
}

const SAYS = {
  en: {
    nc: 'Enter a number from 1 to 100,000 EA.',
    leak: 'Enter a number from 1 to 999 EA.',
    minutes: 'Enter a number from 1 to 600 min.',
    temp: 'Enter a number from -20 to 160 °F.',
  },
  es: {
    nc: 'Escriba un número de 1 a 100.000 EA.',
    leak: 'Escriba un número de 1 a 999 EA.',
    minutes: 'Escriba un número de 1 a 600 min.',
    temp: 'Escriba un número de -20 a 160 °F.',
  },
} as const;

test.describe('letters in a number field', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`the server says the number asked for, never Required, in ${lang} (forms posted without scripts)`, async () => {
      const maria = await mariaIn(lang);
      try {
        const nc = await postTypo(maria, '/NonConformance/components/newNonConf', { quantity: 'doce' });
        expect(messageOf(nc, 'quantity')).toBe(SAYS[lang].nc);
        const leak = await postTypo(maria, '/weldleakrepair/WeldLeakerEntry', { quantity: 'dos', repairMinutes: 'veinte' });
        expect(messageOf(leak, 'quantity')).toBe(SAYS[lang].leak);
        expect(messageOf(leak, 'repairMinutes')).toBe(SAYS[lang].minutes);
        const nitro = await postTypo(maria, '/Nitro', { serialNumber: 'N2-TYPO-1', tempAtChargeF: 'hot' });
        expect(messageOf(nitro, 'tempAtChargeF')).toBe(SAYS[lang].temp);
      } finally {
        await maria.dispose();
      }
    });
  }

  test('the browser says it before sending, clears it when the text changes (Maria, tablet, es then en)', async ({ browser }) => {
    const page: Page = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
    await page.goto(`${baseUrl()}/NonConformance/components/newNonConf`);
    await waitForShell(page);
    const quantity = page.locator('#field-quantity');
    await quantity.fill('doce');
    await quantity.blur();
    await expect(page.getByTestId('error-quantity')).toHaveText(SAYS.es.nc);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `${SHOTS}/number-typo-nc-es-tablet.png`, fullPage: true });
    await quantity.fill('12');
    await expect(page.getByTestId('error-quantity')).toBeHidden();
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto(`${baseUrl()}/Nitro`);
    await waitForShell(page);
    await page.locator('#field-tempAtChargeF').fill('hot');
    // The message appears under the field as the finger leaves it for the button: the tap still sends
    // the form, and the server's answer says the same words.
    await page.locator('form:has(#field-tempAtChargeF) button[type="submit"]').click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expect(page.getByTestId('error-tempAtChargeF')).toHaveText(SAYS.es.temp);
    await expect(page.getByTestId('error-tempAtCheckF')).toHaveText('Obligatorio.');
    await page.screenshot({ path: `${SHOTS}/number-typo-nitro-es-tablet.png`, fullPage: true });

    await page.context().addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/weldleakrepair/WeldLeakerEntry`);
    await waitForShell(page);
    await page.locator('#field-quantity').fill('dos');
    await page.locator('#field-quantity').blur();
    await expect(page.getByTestId('error-quantity')).toHaveText(SAYS.en.leak);
    await page.screenshot({ path: `${SHOTS}/number-typo-weldleak-en-1280.png`, fullPage: true });
    await page.context().close();
  });
});
