import { ACCOUNTS, expect, signIn, test } from './support/fixtures';

/** Short ends in Chromium: Maria keeps two short ends of an issued rod in Spanish on a tablet (not of a tube nothing was issued to, not of a heat never issued) and finds them in the locations. */
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
  // Nothing was issued to the tube yet: short ends cannot come from it.
  await page.getByTestId('submit-short-ends').click();
  await expect(page.getByTestId('se-material-error')).toHaveText(
    'No se ha emitido nada a este material: los sobrantes salen de lo emitido.',
  );
  // The rod was issued (270 in, of no named heat): a typed heat that was not issued to it is refused.
  await page.locator('#se-material').selectOption('0/20');
  await page.getByTestId('submit-short-ends').click();
  await expect(page.getByTestId('se-heat-error')).toHaveText('Esa colada no se emitió a este material.');
  await page.locator('#se-heat').fill('');
  await page.getByTestId('submit-short-ends').click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Recortes registrados.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/short-ends-es-tablet.png', fullPage: true });
  await page.goto(`${baseUrl}/shortendlocations`);
  await expect(page.getByTestId('short-end-locations')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('short-end-locations').getByRole('row').filter({ hasText: 'SE-03' })).toContainText('ROD-1.50-CHR');
  await expect(page.getByTestId('short-end-locations').getByRole('row').filter({ hasText: 'SE-03' })).toContainText('37 pulg.');
  await page.screenshot({ path: 'test-results/shots/short-end-locations-es-tablet.png', fullPage: true });
});
