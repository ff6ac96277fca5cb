import { ACCOUNTS, expect, signIn, test } from './support/fixtures';

/** Short ends (issue 10 §4) in Chromium: Maria keeps two short ends of a tube in Spanish on a tablet and finds them in the locations. */
test('Maria records short ends with KEEP and finds them in a short-end location (Spanish, tablet)', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await signIn(page, ACCOUNTS.nguyen.email, 'demo', '/shortendscheck');
  await expect(page).toHaveURL(/\/shortendscheck$/);
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseUrl }]);
  await page.reload();
  await expect(page.getByTestId('short-ends')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#se-job').fill('219601');
  await page.locator('#se-job').press('Enter');
  await expect(page.locator('#se-material')).toHaveValue('0/10');
  await page.locator('#se-pieces').fill('2');
  await page.locator('#se-length').fill('18.5');
  await page.locator('#se-heat').fill('H24-7777');
  await page.getByTestId('submit-short-ends').click();
  await expect(page.getByTestId('se-bin-error')).toHaveText('Seleccione una ubicación');
  await page.locator('#se-bin').selectOption('SE-03');
  await page.getByTestId('submit-short-ends').click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Recortes registrados.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/short-ends-es-tablet.png', fullPage: true });
  await page.goto(`${baseUrl}/shortendlocations`);
  await expect(page.getByTestId('short-end-locations')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('short-end-locations').getByRole('row').filter({ hasText: 'SE-03' })).toContainText('H24-7777');
  await expect(page.getByTestId('short-end-locations').getByRole('row').filter({ hasText: 'SE-03' })).toContainText('37 pulg.');
  await page.screenshot({ path: 'test-results/shots/short-end-locations-es-tablet.png', fullPage: true });
});
