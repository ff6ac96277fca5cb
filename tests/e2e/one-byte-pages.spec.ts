import { ACCOUNTS, expect, resumeSession, test } from './support/fixtures';

/**
 * A page leaves the server with every character above U+00FF written as a reference, so that the
 * server joins and encodes it one byte a character (src/lib/http/one-byte-html.ts); the browser reads
 * the same characters as before, in text, in attributes and in the islands' props.
 */

const WIDE = /[^\0-\xff]/g;

test('pages are sent one byte a character and read as written, in English and Spanish', async ({ page, baseUrl }) => {
  await resumeSession(page, ACCOUNTS.nguyen.email);
  for (const lang of ['en', 'es']) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    // A form island, a list read from the database, an application frame.
    for (const path of ['/issueMaterial', '/Nitro', '/safety']) {
      const html = await (await page.request.get(`${baseUrl}${path}`)).text();
      expect(html.match(WIDE), `${lang} ${path}`).toBeNull();
    }
  }

  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  await page.goto(`${baseUrl}/issueMaterial`);
  // Text: the drawer's search field.
  const launcher = page.getByTestId('palette-open');
  await expect(launcher).toContainText('Search…');
  // The palette's texts travel in an attribute, read by a script.
  await page.locator('#drawer[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) === 0) await launcher.click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('dialog')).toContainText('↑ ↓ to choose');
  await page.getByRole('dialog').getByRole('combobox').fill('no such application');
  await expect(page.getByTestId('palette-status')).toHaveText('Nothing matches “no such application”.');
  await page.keyboard.press('Escape');

  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseUrl }]);
  await page.goto(`${baseUrl}/issueMaterial`);
  await expect(page.getByTestId('palette-open')).toContainText('Buscar…');
  // An island's props, as the browser reads the attribute: the form's texts, ellipses included.
  const props = await page.locator('astro-island[component-export="IssueMaterial"]').getAttribute('props');
  expect(props).toContain('Enviando…');
  expect(props).toContain('Buscando quién puede aprobarla…');
});
