import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, resumeSession, test } from './support/fixtures';

/** The drawer item (its list entry) whose own link is `title`. */
function drawerItem(page: Page, title: string): Locator {
  return page
    .getByTestId('drawer')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .last();
}

/** Opens the palette with `open` once the drawer's script listens (it marks the drawer ready). */
async function openPaletteWith(page: Page, open: () => Promise<void>): Promise<void> {
  await page.locator('#drawer[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) === 0) await open();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe('routes in the browser', () => {
  test('a record opens as a child of its page, under its application tab', async ({ page, baseUrl }) => {
    await resumeSession(page, ACCOUNTS.carter.email);
    await page.goto(`${baseUrl}/CorrectiveActions/indexPage`);
    // The record engine's list of the type: its heading is the type's name.
    await expect(page.getByTestId('frame-heading')).toHaveText('Corrective action');
    await page.goto(`${baseUrl}/CorrectiveActions/indexPage/77`);
    await expect(page.getByTestId('frame-heading')).toHaveText('CA: 77');
    const app = page
      .getByTestId('drawer')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Corrective Actions', exact: true }) })
      .first();
    await expect(app.getByRole('link', { name: 'All Corrective Actions', exact: true })).toBeVisible();
    await expect(drawerItem(page, 'All Corrective Actions').getByRole('link', { name: 'CA: 77', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(/CA: 77/);
  });

  test('a grandchild nests under its child: inspection set under Inspection Sets under Inspection Management', async ({
    page,
    baseUrl,
  }) => {
    await resumeSession(page, ACCOUNTS.carter.email);
    await page.goto(`${baseUrl}/InspectionManagement/InspectionSets`);
    await page.goto(`${baseUrl}/InspectionManagement/InspectionSets/5`);
    await expect(page.getByTestId('frame-heading')).toHaveText('Set: 5');
    const app = drawerItem(page, 'Inspection Management');
    const child = app.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Inspection Sets', exact: true }) });
    await expect(child.getByRole('link', { name: 'Set: 5', exact: true })).toBeVisible();
    // Breadcrumbs follow the same chain.
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText([
      'Apps',
      'Inspection Management',
      'Inspection Sets',
    ]);
  });

  test('a frame lists its pages and offers no record to open; a record address typed by hand says it cannot be shown', async ({
    page,
    baseUrl,
  }) => {
    await resumeSession(page, ACCOUNTS.carter.email);
    await page.goto(`${baseUrl}/Maintenance/PM`);
    // An application not in the portal yet says so plainly, and lists its pages, not its component folders.
    await expect(page.getByTestId('frame-not-yet')).toContainText('Maintenance is not in the portal yet.');
    await expect(page.getByTestId('frame-pages').getByRole('link', { name: 'Preventive Maintenance', exact: true })).toBeVisible();
    await expect(page.getByTestId('frame-pages').getByRole('link', { name: /Attach|Techs|Job History/ })).toHaveCount(0);
    // Nothing to type a record's identifier into: the portal has none of its records.
    await expect(page.getByTestId('app-frame').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByTestId('app-frame').locator('form')).toHaveCount(0);
    await expect(page.getByText('Open a record by its identifier')).toHaveCount(0);
    await page.goto(`${baseUrl}/Maintenance/PM/512`);
    await expect(page.getByTestId('frame-heading')).toHaveText('ID: 512');
    // No record is invented: the frame says it cannot show one.
    await expect(page.getByTestId('frame-not-yet')).toContainText(
      'Maintenance is not in the portal yet, so “ID: 512” cannot be shown here',
    );
    await expect(page.getByTestId('app-frame').locator('form')).toHaveCount(0);
    await expect(drawerItem(page, 'Preventive Maintenance').getByRole('link', { name: 'ID: 512', exact: true })).toBeVisible();
  });

  test('Ctrl+K finds an application by its Spanish title and Enter opens it as a tab', async ({ page, baseUrl }) => {
    await resumeSession(page, ACCOUNTS.carter.email);
    await openPaletteWith(page, () => page.keyboard.press('Control+k'));
    const box = page.getByRole('combobox', { name: 'Search applications and pages' });
    await expect(box).toBeFocused();
    await box.fill('mantenimiento');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toContainText('Maintenance');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(`${baseUrl}/Maintenance`);
    await expect(page.getByTestId('drawer').getByRole('link', { name: 'Maintenance', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("the drawer's search field opens the palette; Escape closes it and gives focus back; Spanish titles in Spanish", async ({
    page,
    baseUrl,
  }) => {
    await resumeSession(page, ACCOUNTS.nguyen.email);
    await page.context().addCookies([{ name: 'lang', value: 'es', url: baseUrl }]);
    await page.goto(`${baseUrl}/`);
    const launcher = page.getByTestId('palette-open');
    await openPaletteWith(page, () => launcher.click());
    const box = page.getByRole('dialog').getByRole('combobox');
    await box.fill('alertas de calidad');
    // Maria has no QA alerts: nothing she cannot open is listed.
    await expect(page.getByTestId('palette-status')).toHaveText('Nada coincide con «alertas de calidad».');
    await box.fill('manten');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Mantenimiento');
    await box.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });

  test('an application the employee lacks is a 403 page naming it, with the home page link', async ({ page, baseUrl }) => {
    await resumeSession(page, ACCOUNTS.nguyen.email);
    // A record that does not exist: the refusal comes before anything about the record is looked up.
    const response = await page.goto(`${baseUrl}/QAAlert/manageAlerts/999999`);
    expect(response?.status()).toBe(403);
    await expect(
      page.getByText('You do not have access to QA Alerts. Ask your supervisor or IT to grant you access.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(`${baseUrl}/`);
  });

  test('a bad identifier is a 404 page', async ({ page, baseUrl }) => {
    await resumeSession(page, ACCOUNTS.carter.email);
    const response = await page.goto(`${baseUrl}/CorrectiveActions/indexPage/abc`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});
