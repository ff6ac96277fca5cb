import { ACCOUNTS, expect, resumeSession, test } from './support/fixtures';

/**
 * The materials screens built last: measurements, selectDialog and issueDialog of Issue
 * Material, and production moves. Jordan in Spanish, light theme, on a tablet; Tom in English (Spanish
 * for production moves), dark theme, at 1280 px. Screenshots in test-results/shots/.
 */

test('Jordan measures tube issued to a Sheldon job: a bad length is refused next to its field in Spanish, then recorded (tablet, light)', async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  // Sheldon's try-this job (short-ends.spec relies on nothing being issued to Spirit Lake's 219601 tube):
  // Jordan, an administrator, works at every plant; Maria (Spirit Lake) may not issue at Sheldon.
  await resumeSession(page, ACCOUNTS.carter.email, '/issueMaterial/measurements');
  await page.context().addCookies([
    { name: 'lang', value: 'es', url: baseUrl },
    { name: 'theme', value: 'light', url: baseUrl },
  ]);
  // The tube is issued first (issueDialog), then measured: only what was issued is measured.
  await page.goto(`${baseUrl}/issueMaterial/issueDialog?job=117501&asm=0&mtl=10`);
  await expect(page.getByTestId('issue-dialog')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('radio').first().click();
  await page.locator('#id-quantity').fill('96');
  await page.getByTestId('submit-issue').click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Se envió el vale de material.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/issue-dialog-es-tablet-light.png', fullPage: true });
  await page.getByTestId('issue-dialog').getByRole('link', { name: 'Mediciones' }).click();
  await expect(page).toHaveURL(/\/issueMaterial\/measurements\?job=117501&asm=0&mtl=10$/);
  await expect(page.getByTestId('measurements')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('#ms-heat option')).not.toHaveCount(1);
  await page.locator('#ms-heat').selectOption({ index: 1 });
  await expect(page.locator('#ms-material')).toHaveValue('0/10');
  await expect(page.getByTestId('measure-summary')).toContainText('Emitido');
  const rows = page.getByTestId('measure-history').locator('tbody tr');
  const before = (await rows.allTextContents()).filter((r) => /pulg/.test(r)).length;
  await page.locator('#ms-pieces').fill('2');
  await page.locator('#ms-length').fill('600');
  await page.getByTestId('submit-measurement').click();
  await expect(page.locator('#ms-length-error')).toHaveText(
    'Escriba la longitud medida en pulgadas: mayor que 0, como máximo 480, con 3 decimales como máximo.',
  );
  await expect(page.locator('#ms-length')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#ms-pieces').fill('1,5');
  await page.getByTestId('submit-measurement').click();
  await expect(page.locator('#ms-pieces-error')).toHaveText('Escriba un número entero de piezas, de 1 a 999.');
  expect((await rows.allTextContents()).filter((r) => /pulg/.test(r))).toHaveLength(before);
  await page.screenshot({ path: 'test-results/shots/measurements-es-tablet-light-refused.png', fullPage: true });
  await page.locator('#ms-pieces').fill('2');
  await page.locator('#ms-length').fill('47,5');
  await page.getByTestId('submit-measurement').click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Medición registrada.' })).toBeVisible();
  await expect(rows.filter({ hasText: '47,5 pulg' }).filter({ hasText: '95 pulg' }).first()).toBeVisible();
  expect((await rows.allTextContents()).filter((r) => /pulg/.test(r))).toHaveLength(before + 1);
  await expect(page.locator('#ms-length-error')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/shots/measurements-es-tablet-light.png', fullPage: true });
});

test('Tom chooses a job material on selectDialog and issues it on issueDialog (1280 px, dark)', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await resumeSession(page, ACCOUNTS.wilson.email, '/issueMaterial/selectDialog');
  await page.context().addCookies([
    { name: 'lang', value: 'en', url: baseUrl },
    { name: 'theme', value: 'dark', url: baseUrl },
  ]);
  await page.goto(`${baseUrl}/issueMaterial/selectDialog`);
  await expect(page.getByTestId('select-dialog')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#sd-job').fill('118201');
  await page.locator('#sd-job').press('Enter');
  await expect(page.locator('#sd-group-error')).toHaveText('Select a resource group before searching for a job.');
  await expect(page.locator('#sd-group option', { hasText: 'ASSY' })).toHaveCount(1);
  await page.locator('#sd-group').selectOption('ASSY');
  await page.locator('#sd-job').press('Enter');
  const line = page.getByTestId('line-0-30');
  await expect(line).toContainText('SEAL-KIT-300');
  await expect(page.getByTestId('line-0-60')).toContainText('Backflushed');
  await expect(page.getByTestId('line-0-10').getByRole('link', { name: 'Measurements' })).toHaveAttribute(
    'href',
    '/issueMaterial/measurements?job=118201&asm=0&mtl=10',
  );
  await page.screenshot({ path: 'test-results/shots/select-dialog-en-1280-dark.png', fullPage: true });
  await line.getByRole('link', { name: 'Issue' }).click();
  await expect(page).toHaveURL(/\/issueMaterial\/issueDialog\?job=118201&asm=0&mtl=30$/);
  await expect(page.getByTestId('issue-dialog')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('issue-figures')).toContainText('Required');
  await page.locator('#id-quantity').fill('1');
  await page.getByTestId('submit-issue').click();
  await expect(page.locator('#id-bin-error')).toHaveText('Select a bin');
  await page.getByRole('radio').first().click();
  await page.getByTestId('submit-issue').click();
  const dialog = page.getByTestId('issue-confirm');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('double issue');
  await page.screenshot({ path: 'test-results/shots/issue-dialog-en-1280-dark-confirm.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Issue anyway' }).click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Material ticket has been submitted.' })).toBeVisible();
  // The job's status prompts (spec §4) are here too, each confirmed; cancelled, nothing changes.
  await page.getByTestId('job-header').getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByTestId('issue-status-confirm')).toContainText('Change the status of job 118201 to “Complete”?');
  await page.getByTestId('issue-status-confirm').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('job-status')).toHaveText('In progress');
  await page.screenshot({ path: 'test-results/shots/issue-dialog-en-1280-dark.png', fullPage: true });
});

test('Tom requests a production move in Spanish, opens it and takes it; it is in the list (1280 px, dark)', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await resumeSession(page, ACCOUNTS.wilson.email, '/ProdMove/newRequest');
  await page.context().addCookies([
    { name: 'lang', value: 'es', url: baseUrl },
    { name: 'theme', value: 'dark', url: baseUrl },
  ]);
  await page.goto(`${baseUrl}/ProdMove/newRequest`);
  await expect(page.getByTestId('prodmove-form')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#pm-job').fill('999999');
  await page.locator('#pm-job').press('Enter');
  await expect(page.locator('#pm-job-error')).toHaveText('El trabajo 999999 no existe.');
  await page.locator('#pm-job').fill('118201');
  await page.locator('#pm-job').press('Enter');
  await expect(page.getByTestId('prodmove-job')).toContainText('118201');
  await page.locator('#pm-to').selectOption({ index: 1 });
  await page.getByTestId('submit-prodmove').click();
  await expect(page.locator('#pm-to-error')).toHaveText('Elija una operación distinta de aquella donde están las piezas.');
  await page.locator('#pm-to').selectOption({ index: 2 });
  await page.screenshot({ path: 'test-results/shots/prodmove-new-es-1280-dark.png', fullPage: true });
  await page.getByTestId('submit-prodmove').click();
  await expect(page).toHaveURL(/\/ProdMove\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('prodmove-detail')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('prodmove-detail')).toContainText('abierta');
  await page.getByTestId('prodmove-taken').click();
  await expect(page.getByTestId('prodmove-detail')).toContainText('tomada');
  // People by name (the directory's), not by e-mail address.
  await expect(page.getByTestId('prodmove-detail')).toContainText('Tom Wilson');
  await expect(page.getByTestId('prodmove-detail')).not.toContainText(ACCOUNTS.wilson.email);
  // The job's status prompts (spec §4), as on issueDialog, each confirmed; cancelled, nothing changes.
  await expect(page.getByTestId('job-status')).toHaveText('En proceso');
  await page.getByTestId('job-header').getByRole('button', { name: 'Marcar como completo' }).click();
  await expect(page.getByTestId('prodmove-status-confirm')).toContainText('¿Cambiar el estado del trabajo 118201 a «Completo»?');
  await page.getByTestId('prodmove-status-confirm').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('prodmove-status-confirm')).toBeHidden();
  await expect(page.getByTestId('job-status')).toHaveText('En proceso');
  await page.screenshot({ path: 'test-results/shots/prodmove-detail-es-1280-dark.png', fullPage: true });
  await page.goto(`${baseUrl}/ProdMove`);
  await expect(page.getByTestId('prodmove-list')).toHaveAttribute('data-hydrated', 'true');
  // The list says who asked, by name (the column 'Solicitado por', from 1024 px wide).
  await expect(page.getByTestId('prodmove-list').getByRole('columnheader', { name: 'Solicitado por' })).toBeVisible();
  await expect(page.getByTestId(`prodmove-${id}`).getByTestId('prodmove-requester')).toHaveText('Tom Wilson');
  await page.screenshot({ path: 'test-results/shots/prodmove-list-es-1280-dark.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto(`${baseUrl}/ProdMove`);
  await expect(page.getByTestId('prodmove-list')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId(`prodmove-${id}`)).toContainText('118201');
  await page.screenshot({ path: 'test-results/shots/prodmove-list-es-tablet-dark.png', fullPage: true });
});

test('Tom on a tablet in English, light theme: a material nothing was issued to is not measured; the other screens fit 800 px', async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await resumeSession(page, ACCOUNTS.wilson.email, '/issueMaterial/measurements');
  await page.context().addCookies([
    { name: 'lang', value: 'en', url: baseUrl },
    { name: 'theme', value: 'light', url: baseUrl },
  ]);
  await page.goto(`${baseUrl}/issueMaterial/measurements?job=118205&asm=2&mtl=10`);
  await expect(page.getByTestId('measurements')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.locator('#ms-material')).toHaveValue('2/10');
  await expect(page.getByTestId('measure-summary')).toContainText('Nothing issued to this material yet.');
  await page.locator('#ms-length').fill('40');
  await page.getByTestId('submit-measurement').click();
  await expect(page.locator('#ms-material-error')).toHaveText('Nothing was issued to this material yet: issue it before measuring.');
  await expect(page.getByTestId('measure-history')).toContainText('No measurements yet.');
  await page.screenshot({ path: 'test-results/shots/measurements-en-tablet-light-refused.png', fullPage: true });
  await page.goto(`${baseUrl}/issueMaterial/selectDialog`);
  await expect(page.getByTestId('select-dialog')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('#sd-group').selectOption('SAW');
  await expect(page.getByTestId('select-dialog').getByRole('button', { name: /118205/ })).toBeVisible();
  await page
    .getByTestId('select-dialog')
    .getByRole('button', { name: /118205/ })
    .click();
  await expect(page.getByTestId('line-1-10')).toContainText('TUBE');
  await page.screenshot({ path: 'test-results/shots/select-dialog-en-tablet-light.png', fullPage: true });
  await page.goto(`${baseUrl}/ProdMove/newRequest?job=118205`);
  await expect(page.getByTestId('prodmove-form')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('prodmove-job')).toContainText('118205');
  await page.screenshot({ path: 'test-results/shots/prodmove-new-en-tablet-light.png', fullPage: true });
});
