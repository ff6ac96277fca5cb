import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, resumeSession, test } from './support/fixtures';
import { signInOverHttp } from './support/http-session';

/** Move requests in Chromium: the STK form in Spanish on a tablet, the OTHER form and the queue in English. */
const SHOTS = 'test-results/shots';

async function open(page: Page, email: string, path: string, lang: 'en' | 'es', baseUrl: string, hydrated: string): Promise<void> {
  await resumeSession(page, email, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  if (lang !== 'en') {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    await page.reload();
  }
  await expect(page.getByTestId(hydrated)).toHaveAttribute('data-hydrated', 'true');
}

test('Maria asks for an STK move in Spanish on a tablet: the spec messages by field, then created', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await open(page, ACCOUNTS.nguyen.email, '/Request/MoveRequest/stkForm', 'es', baseUrl, 'move-form');
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('mv-fromBin-error')).toHaveText('Escriba un número de ubicación de origen válido.');
  await expect(page.getByTestId('mv-toBin-error')).toHaveText('Escriba un número de ubicación de destino válido.');
  await page.locator('#mv-partNum').fill('SEAL-KIT-400');
  await page.locator('#mv-quantity').fill('4');
  await page.locator('#mv-fromBin').fill('Z-99');
  await page.locator('#mv-toBin').fill('ASSY-1');
  await page.locator('#mv-toWarehouse').selectOption('WIP');
  await page.locator('#mv-date').fill('2030-01-15');
  await page.locator('#mv-time').fill('09:30');
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('mv-fromBin-error')).toHaveText('Escriba un número de ubicación de origen válido.');
  await page.screenshot({ path: `${SHOTS}/move-stk-es-tablet.png`, fullPage: true });
  await page.locator('#mv-fromBin').fill('A-05-1');
  // A need-by already past is refused at the request (the form started on the next hour).
  await page.locator('#mv-date').fill('2020-01-15');
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('mv-needBy-error')).toHaveText('La fecha y hora requeridas ya pasaron. Escriba una hora por venir.');
  await page.locator('#mv-date').fill('2030-01-15');
  await expect(page.getByTestId('mv-needBy-error')).toBeHidden();
  // More than the bin holds: the server's own words under the quantity and in the one toast.
  await page.locator('#mv-quantity').fill('999999');
  await page.getByTestId('submit-move').click();
  const binSays =
    /^La ubicación solo tiene una cantidad de \d+ e intentó mover 999999\. Reduzca la cantidad a mover e inténtelo de nuevo\.$/;
  await expect(page.getByTestId('mv-quantity-error')).toHaveText(binSays);
  await expect(page.getByTestId('alert').filter({ hasText: binSays })).toHaveCount(1);
  // Only the current outcome: the earlier refusal's toast (the unknown bin Z-99) has made way.
  await expect(page.getByTestId('alert')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/move-stk-bin-es-tablet.png`, fullPage: true });
  await page.locator('#mv-quantity').fill('4');
  await expect(page.getByTestId('mv-quantity-error')).toBeHidden();
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Solicitud de movimiento creada' })).toBeVisible();
  // The next request starts clear, on the next hour again (not on an empty need-by).
  await expect(page.locator('#mv-partNum')).toHaveValue('');
  await expect(page.locator('#mv-date')).not.toHaveValue('');
  await expect(page.locator('#mv-time')).toHaveValue(/^\d\d:00$/);
});

test('the move form starts on the next hour, and says a need-by already past in English too', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, ACCOUNTS.nguyen.email, '/Request/MoveRequest/otherForm', 'en', baseUrl, 'move-form');
  const next = await page.evaluate(() => {
    const at = new Date();
    at.setHours(at.getHours() + 1, 0, 0, 0);
    const two = (n: number) => String(n).padStart(2, '0');
    return [`${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`, `${two(at.getHours())}:00`];
  });
  await expect(page.locator('#mv-date')).toHaveValue(next[0]!);
  await expect(page.locator('#mv-time')).toHaveValue(next[1]!);
  await page.locator('#mv-date').fill('2020-01-15');
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('mv-needBy-error')).toHaveText('The need-by date and time is already past. Please enter a time to come.');
});

test('Tom asks for a chip dumpster move (X for unknown) and completes it in the queue (English, 1280 px)', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, ACCOUNTS.wilson.email, '/Request/MoveRequest/otherForm', 'en', baseUrl, 'move-form');
  await page.locator('#mv-fromBin').fill('SAW-1');
  await page.locator('#mv-toBin').fill('X');
  await page.locator('#mv-date').fill('2030-01-15');
  await page.locator('#mv-time').fill('10:00');
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('mv-moveType-error')).toHaveText('Please select a move type.');
  await page.locator('#mv-moveType').selectOption('Chip Dumpster');
  await page.getByTestId('submit-move').click();
  await expect(page.getByTestId('alert').filter({ hasText: 'Move Request Created' })).toBeVisible();
  await page.goto(`${baseUrl}/MaterialQueue`);
  await expect(page.getByTestId('material-queue')).toHaveAttribute('data-hydrated', 'true');
  const row = page.getByTestId('move-row').filter({ hasText: 'Chip Dumpster' });
  await expect(row).toContainText('SAW-1');
  await page.screenshot({ path: `${SHOTS}/queue-en-1280.png`, fullPage: true });
  await row.getByRole('button', { name: 'Take' }).click();
  await expect(row).toContainText('taken');
  // People by name (the directory's), not by e-mail address.
  await expect(row).toContainText('Requested by: Tom Wilson');
  await expect(row).toContainText('Taken by Tom Wilson');
  await expect(row).not.toContainText(ACCOUNTS.wilson.email);
  await row.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('move-row').filter({ hasText: 'Chip Dumpster' })).toHaveCount(0);
});

test('The queue shows a request another user creates, without a reload, over the move-request stream', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, ACCOUNTS.wilson.email, '/MaterialQueue', 'en', baseUrl, 'material-queue');
  // The stream is open (and its first reload done) before the other user creates the request.
  await expect(page.getByTestId('material-queue')).toHaveAttribute('data-live', 'true');
  const plant = await page.getByTestId('plant-select').inputValue();
  // The other user writes for Tom's plant: Jordan, an administrator, works at every plant.
  const jordan = await signInOverHttp(baseUrl, ACCOUNTS.carter.email);
  const note = `live ${Date.now()}`;
  const created = await jordan.post('/api/v1/MoveRequests', {
    headers: { 'idempotency-key': `live-${Date.now()}` },
    data: {
      formType: 'OTHER',
      plant,
      moveType: 'Chip Dumpster',
      fromBin: 'SAW-2',
      toBin: 'X',
      needBy: new Date(Date.now() + 3_600_000).toISOString(),
      notes: note,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The slow fallback poll is 60 s; 15 s leaves room for a loaded machine and proves the stream carried it.
  await expect(page.getByTestId('move-row').filter({ hasText: note })).toBeVisible({ timeout: 15_000 });
  await jordan.dispose();
});

test("Maria sends back another's request with a reason and cancels only her own; a refusal is the server's reason (Spanish, tablet)", async ({
  page,
  baseUrl,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  // Jordan (every plant) asks for a move at Maria's plant: hers to do or send back, not to cancel.
  const jordan = await signInOverHttp(baseUrl, ACCOUNTS.carter.email);
  const mark = `trips-${Date.now()}`;
  const ask = async (notes: string) =>
    jordan.post('/api/v1/MoveRequests', {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        formType: 'OTHER',
        plant: 'SPIRITLA',
        moveType: 'Cut Board',
        fromBin: 'SAW-1',
        toBin: 'X',
        needBy: new Date(Date.now() + 3_600_000).toISOString(),
        notes,
      },
    });
  const asked = await ask(`${mark} jordan`);
  expect(asked.status(), await asked.text()).toBe(201);
  await open(page, ACCOUNTS.nguyen.email, '/MaterialQueue', 'es', baseUrl, 'material-queue');
  const his = page.getByTestId('move-row').filter({ hasText: `${mark} jordan` });
  await expect(his.getByRole('button', { name: 'Completar' })).toBeVisible();
  await expect(his.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await his.getByRole('button', { name: 'Devolver' }).click();
  const dialog = page.getByTestId('queue-reason');
  await expect(dialog).toContainText('Jordan Carter lo leerá en la campana.');
  await dialog.getByRole('button', { name: 'Devolverla' }).click();
  await expect(page.getByTestId('queue-reason-reason-error')).toHaveText('Diga por qué: quien la pidió lo leerá.');
  await page.locator('#queue-reason-reason').fill('La sierra 1 está parada');
  await page.screenshot({ path: `${SHOTS}/queue-send-back-es-tablet.png` });
  await dialog.getByRole('button', { name: 'Devolverla' }).click();
  await expect(page.getByTestId('alert')).toHaveText([/^La solicitud de movimiento \d+ está devuelta\.$/]);
  await expect(his).toHaveCount(0);
  await jordan.dispose();

  // Her own request she may cancel (saying why), and has nothing to send back to herself.
  const maria = await signInOverHttp(baseUrl, ACCOUNTS.nguyen.email);
  const own = await maria.post('/api/v1/MoveRequests', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      formType: 'OTHER',
      plant: 'SPIRITLA',
      moveType: 'Pallet',
      fromBin: 'X',
      toBin: 'DOCK-2',
      needBy: new Date(Date.now() + 3_600_000).toISOString(),
      notes: `${mark} maria`,
    },
  });
  expect(own.status()).toBe(201);
  await maria.dispose();
  const mine = page.getByTestId('move-row').filter({ hasText: `${mark} maria` });
  await expect(mine.getByRole('button', { name: 'Devolver' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Cancelar' }).click();
  await page.locator('#queue-reason-reason').fill('Ya no hace falta');
  await dialog.getByRole('button', { name: 'Cancelar la solicitud' }).click();
  await expect(page.getByTestId('alert')).toHaveText([/^La solicitud de movimiento \d+ está cancelada\.$/]);
  await expect(mine).toHaveCount(0);

  // Another plant's queue may be read, but a change there is refused in the server's own words, in Spanish.
  await page.getByTestId('plant-select').selectOption('MfgSys');
  const pallets = page.getByTestId('move-row').filter({ hasText: 'DOCK-1' }).first();
  await pallets.getByRole('button', { name: 'Completar' }).click();
  await expect(page.getByTestId('alert')).toHaveText([/^Usted trabaja en Spirit Lake, no en Sheldon: no se guardó nada\./]);
  await page.screenshot({ path: `${SHOTS}/queue-refused-es-tablet.png` });
});
