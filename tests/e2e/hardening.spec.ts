import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { signInOverHttp } from './support/http-session';

type Watched = Window & { __printed: number; __violations: string[] };

/** Counts print() calls and records what the page's Content-Security-Policy refused, on every page the context opens. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__printed = 0;
    w.__violations = [];
    window.print = () => {
      w.__printed += 1;
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as Watched).__printed);
const violations = (page: Page) => page.evaluate(() => (window as unknown as Watched).__violations);

test.describe('printing under the Content-Security-Policy', () => {
  // page.route and init scripts do not see what a service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test("a label's print and calibration pages open the print dialog; no page's own script or style is refused", async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.carter.email);
    await watch(page);

    await page.goto(`${baseUrl()}/Labels/Forms/bgPart?print=1&copies=1&printer=browser-203&partNum=CSP-1&description=CSP+TEST&uom=EA`);
    await expect(page.locator('[data-label-sheet]')).toHaveCount(1);
    await expect.poll(() => printed(page)).toBe(1);
    expect(await violations(page)).toEqual([]);

    await page.goto(`${baseUrl()}/Labels/Forms/bgBin?calibrate=1&printer=browser-300`);
    await expect(page.locator('[data-calibration]')).toHaveCount(1);
    await expect.poll(() => printed(page)).toBe(1);
    expect(await violations(page)).toEqual([]);

    // ?noprint=1 keeps the dialog closed (a look first).
    await page.goto(`${baseUrl()}/Labels/Forms/bgBin?calibrate=1&noprint=1&printer=browser-300`);
    await page.waitForLoadState('load');
    expect(await printed(page)).toBe(0);

    // Every kind of page with scripts of its own: shell, frame, board, records with a Print button, a form, the error page.
    for (const path of ['/', '/Maintenance', '/Nitro', '/weldleakrepair', '/Labels/Forms/bgBin', '/no-such-page']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForLoadState('load');
      expect(await violations(page), path).toEqual([]);
    }
  });
});

test("a scanned serial that is no serial number is the serial field's message on /Nitro, in English and Spanish", async ({ browser }) => {
  const page = await signedIn(browser, ACCOUNTS.nguyen.email);
  const scan = `N2-${'7'.repeat(60)}`;
  for (const [lang, message] of [
    ['en', 'Not a cylinder serial number: 4 to 30 letters, digits or dashes, such as N2-0012345.'],
    ['es', 'No es un número de serie de cilindro: de 4 a 30 letras, dígitos o guiones, como N2-0012345.'],
  ] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
    const answer = await page.goto(`${baseUrl()}/Nitro?serial=${scan}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByTestId('nitro-screen')).toBeVisible();
    await expect(page.getByTestId('error-serialNumber')).toHaveText(message);
    await expect(page.locator('#field-serialNumber')).toHaveAttribute('aria-invalid', 'true');
  }
  await page.context().close();
});

test("an island says another plant's refusal in Spanish, by its code: Maria takes a Sheldon move request", async ({ browser }) => {
  // Jordan (every plant) makes the request this test uses, and cancels it at the end.
  const jordan = await signInOverHttp(baseUrl(), ACCOUNTS.carter.email);
  const note = `other plant ${Date.now()}`;
  const needBy = new Date(Date.now() + 3_600_000).toISOString();
  const made = await jordan.post('/api/v1/MoveRequests', {
    headers: { 'idempotency-key': `hardening-${Date.now()}` },
    data: { formType: 'OTHER', plant: 'MfgSys', moveType: 'Pallet', fromBin: 'X', toBin: 'X', needBy, notes: note },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  const maria = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
  await maria.context().addCookies([{ name: 'plant', value: 'MfgSys', url: baseUrl() }]);
  await maria.goto(`${baseUrl()}/MaterialQueue`);
  await expect(maria.getByTestId('material-queue')).toHaveAttribute('data-hydrated', 'true');
  const row = maria.getByTestId('move-row').filter({ hasText: note });
  await row.getByRole('button', { name: 'Tomar' }).click();
  await expect(
    maria.getByTestId('alert').filter({ hasText: 'Usted trabaja en Spirit Lake, no en Sheldon: no se guardó nada.' }),
  ).toBeVisible();
  await expect(row).not.toContainText('Maria');

  expect(
    (
      await jordan.patch(`/api/v1/MoveRequests/${id}`, {
        headers: { 'idempotency-key': `hardening-c-${id}` },
        data: { status: 'cancelled' },
      })
    ).status(),
  ).toBe(200);
  await jordan.dispose();
});

test("bgBin's part and description stay inside their two-line box in the preview and the print; a value that needs three lines is refused, en/es", async ({
  browser,
}) => {
  const page = await signedIn(browser, ACCOUNTS.carter.email);
  const W = (n: number) => 'W'.repeat(n);
  const url = (description: string, extra = '') =>
    `${baseUrl()}/Labels/Forms/bgBin?${new URLSearchParams({ warehouse: 'STORES', binNum: 'A-04-2', partNum: W(20), description, copies: '1' })}${extra}`;
  // How far each text's drawn lines reach past its box, in CSS px (0 or less: inside).
  const overflow = () =>
    page.locator('[data-label-sheet] [data-label-text]').evaluateAll((boxes) =>
      boxes.map((box) => {
        const range = document.createRange();
        range.selectNodeContents(box);
        const drawn = range.getBoundingClientRect();
        const own = box.getBoundingClientRect();
        return Math.max(drawn.bottom - own.bottom, drawn.right - own.right);
      }),
    );
  const longest = `${W(31)} ${W(28)}`;
  for (const shown of [url(longest), url(longest, '&print=1&noprint=1&printer=browser-203')]) {
    await page.goto(shown);
    await expect(page.locator('[data-label-sheet]')).toHaveCount(1);
    for (const px of await overflow()) expect(px).toBeLessThanOrEqual(0.5);
  }
  await page.goto(url(`${W(32)} ${W(27)}`));
  await expect(page.locator('[data-field-error=description]')).toHaveText(
    'Too long for its box on the label: it takes more than 2 lines. Shorten it.',
  );
  await expect(page.getByTestId('label-preview').locator('[data-label-sheet]')).toHaveCount(0);
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
  await page.reload();
  await expect(page.locator('[data-field-error=description]')).toHaveText(
    'Demasiado largo para su recuadro en la etiqueta: ocupa más de 2 líneas. Acórtelo.',
  );
});
