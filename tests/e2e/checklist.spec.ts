import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';
import { waitForShell } from './shell-support';

const SHOTS = 'test-results/records';
// A member of the 'Maintenance' user group (Maintenance_Tech): the notification's reader and the one who clears.
const DANA = 'shdkowalski@example.com';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitForShell(page);
}

test.describe('hoist and lift checklists', () => {
  test('Maria fills a hoist checklist with one Not OK item on a tablet in Spanish; the asset goes out of service and maintenance is notified and clears it', async ({
    browser,
  }) => {
    // A long flow of several pages (and a second person): minutes while other browser tests share the 2 cores.
    test.setTimeout(180_000);
    const maria = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
    await open(maria, '/hoistchecklist?plant=SPIRITLA');
    await expect(maria.getByRole('heading', { name: 'Lista de verificación de polipastos' })).toBeVisible();
    await expect(maria.getByTestId('status-SL-HST-02')).toHaveText('Fuera de servicio');
    await maria.screenshot({ path: `${SHOTS}/checklist-list-maria-es-tablet.png`, fullPage: true });
    await maria.getByRole('link', { name: 'Abrir SL-CRN-01' }).click();
    await waitForShell(maria);
    await expect(maria.getByTestId('asset-status')).toHaveText('En servicio');
    // Tomorrow's first shift: no checklist exists for it yet, whatever the clock says.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await maria.locator('#field-shiftDate').fill(tomorrow);
    await maria.locator('#field-shift').selectOption('1');
    const items = maria.locator('[data-testid^="item-"]');
    const count = await items.count();
    for (let i = 0; i < count; i++) await items.nth(i).getByText('Bien', { exact: true }).click();
    await maria.getByTestId('item-2').getByText('No está bien', { exact: true }).click();
    await maria.getByRole('button', { name: 'Guardar verificación' }).click();
    await expect(maria.getByTestId('error-comment-2')).toHaveText('Diga qué está mal.');
    await expect(maria.getByTestId('asset-status')).toHaveText('En servicio');
    await maria.screenshot({ path: `${SHOTS}/checklist-refused-maria-es-tablet.png`, fullPage: true });
    await maria.getByTestId('comment-2').fill('Cable deshilachado cerca del gancho');
    await maria.getByRole('button', { name: 'Guardar verificación' }).click();
    await expect(maria.getByTestId('asset-status')).toContainText('Fuera de servicio');
    await expect(maria.getByTestId('asset-history')).toContainText('Cable deshilachado cerca del gancho');
    // The reason names the item in her language (as the checklist asked it), not the stored English.
    const itemEs = (await maria.getByTestId('item-2').locator('legend').textContent())!.replace(/^\d+\.\s*/, '').trim();
    await expect(maria.getByTestId('asset-status')).toContainText(`${itemEs}: Cable deshilachado cerca del gancho`);
    await maria.screenshot({ path: `${SHOTS}/checklist-out-maria-es-tablet.png`, fullPage: true });
    await maria.context().close();

    const dana = await signedIn(browser, DANA, 'en', { width: 1280, height: 900 });
    await expect(dana.locator('#notification-bell [data-hydrated="true"]')).toHaveCount(1);
    await dana.getByTestId('notification-bell').click();
    const note = dana.getByTestId('notification-item').filter({ hasText: 'SL-CRN-01' });
    await expect(note).toContainText('out of service');
    await note.click();
    await expect(dana).toHaveURL(/\/hoistchecklist\/asset\?asset=SL-CRN-01/);
    await waitForShell(dana);
    await dana.locator('#field-note').fill('Wire rope replaced and load tested');
    await dana.getByRole('button', { name: 'Put back in service' }).click();
    await expect(dana.getByTestId('asset-status')).toHaveText('In service');
    await expect(dana.getByTestId('asset-history')).toContainText('Wire rope replaced and load tested');
    await dana.screenshot({ path: `${SHOTS}/checklist-cleared-dana-en-1280.png`, fullPage: true });
    await dana.emulateMedia({ media: 'print' });
    await dana.pdf({ path: `${SHOTS}/checklist-asset-history-print.pdf`, format: 'Letter', printBackground: true });
    await dana.context().close();
  });

  test('Tom sees the lifts and the out-of-service hoist (English, 1280 px) and edits the checklist items', async ({ browser }) => {
    // A long flow of several pages (and a second person): minutes while other browser tests share the 2 cores.
    test.setTimeout(180_000);
    const tom = await signedIn(browser, ACCOUNTS.wilson.email, 'en', { width: 1280, height: 900 });
    await open(tom, '/liftchecklist?plant=BGOHIO');
    await expect(tom.getByRole('heading', { name: 'Lift Checklist' })).toBeVisible();
    await expect(tom.getByTestId('asset-table')).toContainText('BG-FLT-01');
    await tom.screenshot({ path: `${SHOTS}/checklist-lifts-tom-en-1280.png`, fullPage: true });
    await tom.getByRole('link', { name: 'Open BG-SCL-01' }).click();
    await waitForShell(tom);
    await expect(tom.getByTestId('asset-history')).toContainText('All OK');
    await open(tom, '/hoistchecklist/asset?asset=SL-HST-02');
    await expect(tom.getByTestId('asset-status')).toContainText('Chain worn at the load block');
    await tom.screenshot({ path: `${SHOTS}/checklist-out-tom-en-1280.png`, fullPage: true });
    await open(tom, '/liftchecklist?items=scissor%20lift');
    await expect(tom.getByTestId('items-editor')).toContainText('Checklist items: Scissor lift');
    await tom.getByLabel('English 6').fill('Outriggers deploy and lock');
    await tom.getByLabel('Spanish 6').fill('Los estabilizadores se despliegan y bloquean');
    await tom.getByRole('button', { name: 'Save items' }).click();
    await expect(tom.getByLabel('English 6')).toHaveValue('Outriggers deploy and lock');
    await tom.context().close();
  });
});
