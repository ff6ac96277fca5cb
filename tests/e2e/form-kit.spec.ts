import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, resumeSession, test } from './support/fixtures';
import { waitForShell } from './shell-support';

/**
 * The form kit in Chromium: the barcode field as a keyboard-wedge scanner drives it (the
 * server-rendered one on /Nitro, the island one on /issueMaterial), in English and Spanish, and the
 * kit's accessibility on a tablet (800x1280, touch): every control labelled, an error tied to its
 * control, targets of 44 px and more.
 */
const SHOTS = 'test-results/shots';
const TABLET = { width: 800, height: 1280 };

async function signedIn(browser: Browser, email: string, lang: 'en' | 'es', tablet = false): Promise<Page> {
  const context = await browser.newContext(
    tablet ? { viewport: TABLET, hasTouch: true, isMobile: false } : { viewport: { width: 1280, height: 900 } },
  );
  const page = await context.newPage();
  await resumeSession(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  return page;
}

/** Types a value and Enter into the focused field, as a keyboard-wedge scanner does. */
async function scan(page: Page, value: string): Promise<void> {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Counts the page's form posts and API writes from now on. */
function countWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') writes += 1;
  });
  return () => writes;
}

/** The selected part of the focused field. */
const selection = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement;
    return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
  });

for (const [lang, message] of [
  ['en', 'Not a job number: scan or type one such as 118204 or 118204-1.'],
  ['es', 'No es un número de trabajo: escanee o escriba uno como 118204 o 118204-1.'],
] as const) {
  test(`a scan moves to the next field; a wrong scan is said at once and nothing is sent (server-rendered, ${lang})`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, lang, lang === 'es');
    await page.goto(`${baseUrl()}/Nitro`);
    await waitForShell(page);
    const writes = countWrites(page);
    await page.locator('#field-serialNumber').focus();
    await scan(page, 'N2-KIT-0001');
    await expect(page.locator('#field-jobNumber')).toBeFocused();

    await scan(page, 'LOT-77');
    const job = page.locator('#field-jobNumber');
    await expect(page.getByTestId('error-jobNumber')).toHaveText(message);
    await expect(job).toBeFocused();
    await expect(job).toHaveAttribute('aria-invalid', 'true');
    await expect(job).toHaveAttribute('aria-describedby', /field-jobNumber-error/);
    await expect(page.locator('#field-jobNumber-error').locator('xpath=..')).toHaveAttribute('aria-live', 'assertive');
    expect(await selection(page)).toBe('LOT-77');
    if (lang === 'es') await page.screenshot({ path: `${SHOTS}/kit-barcode-refused-es-tablet.png` });

    // The next scan replaces the selected text; an accepted scan clears the message and moves on.
    await scan(page, '118204-1');
    await expect(job).toHaveValue('118204-1');
    await expect(page.locator('#field-tempAtChargeF')).toBeFocused();
    await expect(page.getByTestId('error-jobNumber')).toBeHidden();
    await expect(job).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`${baseUrl()}/Nitro`);
    expect(writes()).toBe(0);
    await page.context().close();
  });
}

test('the island barcode field refuses a wrong scan by its field and moves on after a good one (Spanish, tablet)', async ({ browser }) => {
  const page = await signedIn(browser, ACCOUNTS.wilson.email, 'es', true);
  await page.goto(`${baseUrl()}/issueMaterial`);
  await expect(page.getByTestId('issue-material')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('#im-group option').nth(1)).toBeAttached();
  const writes = countWrites(page);
  await page.locator('#im-group').selectOption('ASSY');
  await expect(page.locator('#im-job')).toBeFocused();
  await scan(page, '118201');
  await expect(page.locator('#im-mtl')).toBeFocused();
  await scan(page, 'X-50');
  await expect(page.getByTestId('im-mtl-error')).toHaveText('Seleccione un material activo del trabajo');
  await expect(page.locator('#im-mtl')).toBeFocused();
  await expect(page.locator('#im-mtl')).toHaveAttribute('aria-describedby', 'im-mtl-error');
  expect(await selection(page)).toBe('X-50');
  await scan(page, '50');
  await expect(page.locator('#im-bin')).toBeFocused();
  await expect(page.getByTestId('im-mtl-error')).toBeHidden();
  expect(writes()).toBe(0);
  await page.context().close();
});

/** Every visible control of the page's main: labelled, its errors tied to it, 44 px and more (a check box or radio: its row). */
async function checkControls(page: Page): Promise<void> {
  const found = await page.locator('main').evaluate((main) => {
    const problems: string[] = [];
    let count = 0;
    for (const el of main.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button, a[href].inline-flex')) {
      if (el.getClientRects().length === 0 || el.closest('[hidden], dialog:not([open]), table')) continue;
      count += 1;
      const name = el.id || el.getAttribute('name') || el.textContent?.trim() || el.tagName;
      const box = (
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el
      ).getBoundingClientRect();
      if (box.height < 44) problems.push(`${name}: ${Math.round(box.height)} px high`);
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
        if ((el.labels?.length ?? 0) === 0 && !el.getAttribute('aria-label')) problems.push(`${name}: no label`);
        for (const id of (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean))
          if (!document.getElementById(id)) problems.push(`${name}: describedby ${id} missing`);
        if (el.getAttribute('aria-invalid') === 'true' && !(el.getAttribute('aria-describedby') ?? '').includes('-error'))
          problems.push(`${name}: invalid without its error`);
      }
    }
    return { problems, count };
  });
  expect(found.count).toBeGreaterThan(3);
  expect(found.problems).toEqual([]);
}

test('on a tablet every kit control is labelled, tied to its error and at least 44 px (admin form and shop-floor forms)', async ({
  browser,
}) => {
  const admin = await signedIn(browser, ACCOUNTS.carter.email, 'es', true);
  await admin.goto(`${baseUrl()}/Admin/Applications/newMenuItem`);
  await waitForShell(admin);
  await admin.getByRole('button', { name: 'Crear elemento de menú' }).click();
  await expect(admin.getByTestId('form-error')).toBeVisible();
  await expect(admin.locator('[aria-invalid=true]').first()).toBeVisible();
  await checkControls(admin);
  await admin.context().close();

  const floor = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', true);
  await floor.goto(`${baseUrl()}/Nitro`);
  await waitForShell(floor);
  await floor.getByRole('button', { name: 'Registrar carga' }).click();
  await expect(floor.getByTestId('error-serialNumber')).toBeVisible();
  await expect(floor.locator('#field-serialNumber')).toHaveAttribute(
    'aria-describedby',
    'field-serialNumber-hint field-serialNumber-error',
  );
  await checkControls(floor);
  await floor.goto(`${baseUrl()}/issueMaterial`);
  await expect(floor.getByTestId('issue-material')).toHaveAttribute('data-hydrated', 'true');
  await checkControls(floor);
  await floor.context().close();
});
