import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';

/** A new menu item's link no seed or other test uses. */
const LINK = '/EntrenamientoEs';

/** The error placed at a form field: the field is invalid and describes itself by its error's id. */
async function fieldError(page: Page, name: string): Promise<Locator> {
  const field = page.locator(`#field-${name}`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`\\bfield-${name}-error\\b`));
  return page.locator(`#field-${name}-error`);
}

/** The menu items whose title or link holds `q`, as the applications table lists them (menu ID, title, link). */
async function menuRows(page: Page, q: string): Promise<string[][]> {
  await page.goto(`${baseUrl()}/Admin/applications?q=${encodeURIComponent(q)}`);
  const rows = page.getByTestId('menu-items').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return (await rows.all().then((all) => Promise.all(all.map((row) => row.locator('td, th').allInnerTexts())))).map((cells) =>
    cells.slice(0, 3).map((c) => c.trim()),
  );
}

test.describe('administration refusals in Spanish', () => {
  test('a menu item form says a bad value and a used menu ID in Spanish next to its field, and nothing changes', async ({ browser }) => {
    const page = await signedIn(browser, ACCOUNTS.carter.email, 'es');
    const labels = (await menuRows(page, '/Labels')).find((cells) => cells[2] === '/Labels');
    expect(labels?.[1]).toBe('Labels');
    const labelsId = labels?.[0] ?? '';

    // A bad value: a menu ID that is not a number and an empty title, each said at its field.
    await page.goto(`${baseUrl()}/Admin/Applications/newMenuItem`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo elemento de menú' })).toBeVisible();
    await page.locator('#field-menuId').fill('doce');
    await page.locator('#field-title').fill('   ');
    await page.locator('#field-link').fill(LINK);
    await page.getByRole('button', { name: 'Crear elemento de menú' }).click();
    await expect(page.getByTestId('form-error')).toContainText('El cambio no se guardó.');
    await expect(await fieldError(page, 'menuId')).toHaveText('ID de menú: debe ser un número entero, como 12.');
    await expect(await fieldError(page, 'title')).toHaveText('Título: no puede estar vacío.');
    await expect(page.locator('#field-link')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-menuId')).toHaveValue('doce');
    await expect(page.locator('#field-link')).toHaveValue(LINK);

    // A conflicting value: the menu ID Labels uses, said at the menu ID with the holder's name.
    await page.locator('#field-menuId').fill(labelsId);
    await page.locator('#field-title').fill('Entrenamiento');
    await page.getByRole('button', { name: 'Crear elemento de menú' }).click();
    const used = `El ID de menú ${labelsId} ya lo usa Labels.`;
    await expect(await fieldError(page, 'menuId')).toHaveText(used);
    await expect(page.getByTestId('form-error')).toContainText(used);
    await expect(page.locator('#field-title')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-title')).toHaveValue('Entrenamiento');

    // Nothing changed: no item has the new link, and Labels keeps its menu ID, title and link.
    expect(await menuRows(page, LINK)).toEqual([['Nada coincide.']]);
    expect((await menuRows(page, '/Labels')).find((cells) => cells[2] === '/Labels')).toEqual([labelsId, 'Labels', '/Labels']);
    await page.context().close();
  });

  test('a group grant made meanwhile in another tab is said at the group select in Spanish, and nothing is granted twice', async ({
    browser,
  }) => {
    const first = await signedIn(browser, ACCOUNTS.carter.email, 'es');
    const second = await first.context().newPage();
    const downtime = (await menuRows(first, '/Downtime')).find((cells) => cells[2] === '/Downtime');
    const menuId = downtime?.[0] ?? '';
    expect(menuId).toMatch(/^\d+$/);
    const form = `${baseUrl()}/Admin/Applications/Security/Apps/newAppGroup?menuId=${menuId}`;
    const granted = `${baseUrl()}/Admin/Applications/Security/Apps/appGroups?menuId=${menuId}`;
    for (const page of [first, second]) {
      await page.goto(form);
      await page.locator('#field-groupId').selectOption({ label: 'Quality (3 miembros)' });
    }

    await first.getByRole('button', { name: 'Conceder' }).click();
    await expect(first).toHaveURL(granted);
    await expect(first.getByTestId('group-grants').getByRole('row', { name: /Quality/ })).toHaveCount(1);

    // The second tab still offers Quality: its grant is refused at the select, in Spanish.
    await second.getByRole('button', { name: 'Conceder' }).click();
    const error = await fieldError(second, 'groupId');
    await expect(error).toContainText('El grupo Quality ya tiene');
    await expect(second.getByTestId('form-error')).toContainText('El grupo Quality ya tiene');
    await second.goto(granted);
    await expect(second.getByTestId('group-grants').getByRole('row', { name: /Quality/ })).toHaveCount(1);

    // Back to the refused form asks nothing: the refusal came back by a redirect, so that page is a GET.
    const back = await second.goBack();
    expect(back?.request().method() ?? 'GET').toBe('GET');
    await expect(second).toHaveURL(form);
    expect(await second.content()).not.toContain('ERR_CACHE_MISS');
    await expect(second.locator('#field-groupId')).not.toHaveAttribute('aria-invalid', 'true');
    await second.goForward();

    // Leave the seed as it was: revoke the grant again.
    await second.getByRole('link', { name: 'Revocar a Quality' }).click();
    await second.getByRole('button', { name: 'Revocar' }).click();
    await expect(second.getByTestId('group-grants').getByRole('row', { name: /Quality/ })).toHaveCount(0);
    await first.context().close();
  });
});
