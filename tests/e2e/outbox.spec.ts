import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { closedPort, startZebra } from '../integration/helpers/zebra';
import { ACCOUNTS, baseUrl, expect, signIn, signedIn, test, useOwnPortal } from './support/fixtures';
import { signInOverHttp } from './support/http-session';
import { open, waitForShell } from './shell-support';
import { demoBadge } from '@/lib/labor/server/demo-badge';
import { scanBadge } from './support/labor';

/**
 * The device outbox in Chromium. These tests empty a bin and create move requests, so the
 * file has a portal of its own: no other spec reads what they change.
 */
const dataDir = useOwnPortal();

const SHOTS = 'test-results/outbox';
const KEPT = 'Guardado en esta tableta. Se enviará cuando vuelva la red.';

/** The outbox counts only after the page's script has read the device's entries. */
async function waiting(page: Page): Promise<string> {
  const box = page.getByTestId('outbox');
  return (await box.isHidden()) ? '0' : ((await page.getByTestId('outbox-count').textContent()) ?? '');
}

/** Waits until the page's first send of waiting entries is over. */
async function sendsDone(page: Page): Promise<void> {
  await expect(page.getByTestId('outbox')).toHaveAttribute('data-outbox-ready', 'true');
}

/** Opens a page twice while online, so the service worker controls it and keeps its copy for offline. */
async function visit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await open(page, path);
}

async function gasJob(page: Page): Promise<string> {
  // At Spirit Lake, Maria's plant: a charge for another plant's job is refused.
  const res = await page.request.get(`${baseUrl()}/api/v1/NitrogenCharges?pageSize=1&plant=SPIRITLA`);
  return ((await res.json()) as { items: { jobNumber: string }[] }).items[0]!.jobNumber;
}

interface Line {
  job: string;
  asm: number;
  mtl: number;
  partNum: string;
  warehouseCode: string;
  binNum: string;
  onHand: number;
}

/** A Spirit Lake job material with room for one more and a bin that holds its part in one heat: Maria issues 1 from it. */
async function issuableLine(api: APIRequestContext): Promise<Line> {
  const jobs = (await (await api.get('/api/v1/Jobs?plant=SPIRITLA')).json()) as { jobNum: string; status: string }[];
  for (const { jobNum, status } of jobs) {
    if (status === 'complete') continue;
    const job = (await (await api.get(`/api/v1/Jobs/${jobNum}`)).json()) as {
      assemblies: {
        assemblySeq: number;
        materials: {
          mtlSeq: number;
          partNum: string;
          requiredQty: number;
          issuedQty: number;
          backflush: boolean;
          issuedComplete: boolean;
          stockedByLength: boolean;
        }[];
      }[];
    };
    for (const a of job.assemblies)
      for (const m of a.materials) {
        if (m.backflush || m.issuedComplete || m.stockedByLength || m.issuedQty + 1 > m.requiredQty) continue;
        const bins = (await (await api.get(`/api/v1/Parts/${encodeURIComponent(m.partNum)}/Bins?plant=SPIRITLA`)).json()) as {
          warehouseCode: string;
          binNum: string;
          onHandQty: number;
        }[];
        const bin = bins.find((b) => b.onHandQty >= 1 && bins.filter((o) => o.binNum === b.binNum).length === 1);
        if (bin) return { job: jobNum, asm: a.assemblySeq, mtl: m.mtlSeq, partNum: m.partNum, ...bin, onHand: bin.onHandQty };
      }
  }
  throw new Error('No Spirit Lake job material to issue from a single-heat bin');
}

/**
 * Someone else empties a bin meanwhile: an STK move of all it holds to another bin, taken and completed
 * (by Jordan, who works at every plant: a Bowling Green supervisor may not move Spirit Lake's stock).
 */
async function emptyBin(other: APIRequestContext, line: Line): Promise<void> {
  const write = async (method: 'post' | 'patch', path: string, data: unknown): Promise<{ id: number }> => {
    const res = await other[method](path, { headers: { 'idempotency-key': crypto.randomUUID() }, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number };
  };
  const { id } = await write('post', '/api/v1/MoveRequests', {
    formType: 'STK',
    plant: 'SPIRITLA',
    partNum: line.partNum,
    quantity: line.onHand,
    fromWarehouse: line.warehouseCode,
    fromBin: line.binNum,
    toWarehouse: 'SHIP',
    toBin: 'DOCK-2',
    needBy: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await write('patch', `/api/v1/MoveRequests/${id}`, { status: 'done' });
}

/** Another person signs in on the same tablet (the first one's session gone, the device's store kept). */
async function personOnTablet(page: Page, context: BrowserContext, email: string, lang: 'en' | 'es'): Promise<void> {
  await context.clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  await open(page, '/');
}

test('offline on a tablet, Maria keeps a material issue, a weld leak, a charge and a checklist; another person sends none of them; back as Maria each arrives once, the issue from the bin emptied meanwhile comes back refused', async ({
  browser,
}) => {
  // Four forms, a reload offline, two more sign-ins and the sends: several pages on a 2-core machine shared with other browser tests.
  test.setTimeout(300_000);
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
  const context = page.context();
  const job = await gasJob(page);
  const maria = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
  const line = await issuableLine(maria);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const checklist = '/hoistchecklist/asset?asset=SL-HST-01';
  const issue = `/issueMaterial/issueDialog?job=${line.job}&asm=${line.asm}&mtl=${line.mtl}`;
  // Pages visited while online open without the network.
  await visit(page, '/Nitro');
  await visit(page, checklist);
  await visit(page, '/weldleakrepair/WeldLeakerEntry');
  await visit(page, issue);

  // The job and its bins were read online; the network drops as Maria issues.
  await expect(page.getByTestId(`bin-${line.binNum}`)).toBeVisible();
  await context.setOffline(true);
  await page.getByTestId(`bin-${line.binNum}`).click();
  await page.locator('#id-quantity').fill('1');
  await page.getByTestId('submit-issue').click();
  await expect(page.getByTestId('alert').filter({ hasText: KEPT })).toBeVisible();
  await expect.poll(() => waiting(page)).toBe('1');
  await expect(page.locator('#id-quantity')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/outbox-issue-kept-maria-es-tablet.png`, fullPage: true });

  await open(page, '/weldleakrepair/WeldLeakerEntry');
  await page.locator('#field-plant').selectOption('SPIRITLA');
  await page.locator('#field-type').selectOption('hydraulic');
  await page.locator('#field-cylinderNumber').fill('SP-OBX-0001');
  await page.locator('#field-jobNumber').fill('219601');
  await page.locator('#field-cell').fill('Cell 2');
  await page.locator('#field-shift').selectOption('1');
  await page.locator('#field-robotOperator').fill('K. Olson');
  await page.locator('#field-location').selectOption('leak test');
  await page.locator('#field-leakLocation').selectOption('port weld');
  await page.locator('#field-defectType').selectOption('porosity cluster');
  await page.locator('#field-feature').selectOption('port');
  await page.locator('#field-orientation').selectOption('3:00');
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect.poll(() => waiting(page)).toBe('2');
  // The form is clear for the next entry.
  await expect(page.locator('#field-cylinderNumber')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/outbox-kept-maria-es-tablet.png`, fullPage: true });

  // A reload without the network: the page comes from the service worker, the entries from IndexedDB.
  await page.reload();
  await waitForShell(page);
  await expect.poll(() => waiting(page)).toBe('2');

  await open(page, '/Nitro');
  for (const [name, value] of Object.entries({
    serialNumber: 'N2-OBX-0001',
    jobNumber: job,
    tempAtChargeF: '86',
    tempAtCheckF: '80',
    finalPressurePsi: '1530',
    pressureDecayPsi: '5',
    packagingPressurePsi: '1525',
    paintLineEmpId: '2002',
  }))
    await page.locator(`#field-${name}`).fill(value);
  await page.getByRole('radio', { name: 'Sí' }).check();
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await expect.poll(() => waiting(page)).toBe('3');

  await open(page, checklist);
  await page.locator('#field-shiftDate').fill(tomorrow);
  await page.locator('#field-shift').selectOption('2');
  const items = page.locator('[data-testid^="item-"]');
  const count = await items.count();
  for (let i = 0; i < count; i++) await items.nth(i).getByText('Bien', { exact: true }).click();
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await expect.poll(() => waiting(page)).toBe('4');
  await page.reload();
  await waitForShell(page);
  await expect.poll(() => waiting(page)).toBe('4');
  await page.getByTestId('outbox').getByRole('button').first().click();
  await expect(page.getByTestId('outbox-entry')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/outbox-list-maria-es-tablet.png`, fullPage: true });

  // Meanwhile the bin Maria issued from is emptied (by Jordan, over the API).
  const jordanApi = await signInOverHttp(baseUrl(), ACCOUNTS.carter.email);
  await emptyBin(jordanApi, line);

  // Back online, Jordan signs in on the same tablet: he sees none of Maria's entries and sends none.
  await context.setOffline(false);
  await personOnTablet(page, context, ACCOUNTS.carter.email, 'en');
  await sendsDone(page);
  await expect(page.getByTestId('outbox')).toBeHidden();
  const leaks = async (): Promise<number> => {
    const res = await maria.get('/api/v1/WeldLeaks?pageSize=100');
    return ((await res.json()) as { items: { cylinderNumber: string }[] }).items.filter((l) => l.cylinderNumber === 'SP-OBX-0001').length;
  };
  expect(await leaks()).toBe(0);

  // Maria again: sent in the order they were made, once each; the issue from the emptied bin is refused, in Spanish.
  await personOnTablet(page, context, ACCOUNTS.nguyen.email, 'es');
  await sendsDone(page);
  await expect(page.locator('[data-testid="outbox-entry"][data-state="refused"]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('outbox-entry')).toHaveCount(1);
  await expect(page.getByTestId('outbox-refusal')).toHaveText(
    'La ubicación solo tiene una cantidad de 0 e intentó emitir 1. Reduzca la cantidad a emitir e inténtelo de nuevo.',
  );
  await page.getByTestId('outbox').getByRole('button').first().click();
  await page.screenshot({ path: `${SHOTS}/outbox-refused-maria-es-tablet.png`, fullPage: true });

  expect(await leaks()).toBe(1);
  const charges = (await (await page.request.get(`${baseUrl()}/api/v1/NitrogenCharges?pageSize=100`)).json()) as {
    items: { serialNumber: string }[];
  };
  expect(charges.items.filter((charge) => charge.serialNumber === 'N2-OBX-0001')).toHaveLength(1);

  // Discarded by its maker, the refused entry is gone and the count with it.
  await page.getByTestId('outbox-entry').getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByTestId('outbox')).toBeHidden();
  await jordanApi.dispose();
  await maria.dispose();
  await context.close();
});

/** Fills the OTHER move request form (a chip dumpster from SAW-1) with `note`, and sends it. */
async function askMove(page: Page, note: string): Promise<void> {
  await page.locator('#mv-moveType').selectOption('Chip Dumpster');
  await page.locator('#mv-fromBin').fill('SAW-1');
  await page.locator('#mv-toBin').fill('X');
  await page.locator('#mv-date').fill('2030-01-15');
  await page.locator('#mv-time').fill('09:30');
  await page.locator('#mv-notes').fill(note);
  await page.getByTestId('submit-move').click();
}

/** The Spirit Lake move requests whose note starts with `prefix`, by note. */
async function movesNoted(api: APIRequestContext, prefix: string): Promise<string[]> {
  const rows = (await (await api.get('/api/v1/MoveRequests?plant=SPIRITLA')).json()) as { notes: string | null }[];
  return rows.map((r) => r.notes ?? '').filter((n) => n.startsWith(prefix));
}

const MOVE_FORM = '/Request/MoveRequest/otherForm';

test('two tabs come back online at once: the waiting island entries are sent by one of them, each once', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en');
  const context = page.context();
  const other = await context.newPage();
  await open(other, '/');
  await open(page, MOVE_FORM);
  await expect(page.getByTestId('move-form')).toHaveAttribute('data-hydrated', 'true');
  const prefix = `two-tabs ${Date.now()}`;
  await context.setOffline(true);
  for (const n of [1, 2, 3]) {
    await askMove(page, `${prefix} ${n}`);
    await expect.poll(() => waiting(page)).toBe(String(n));
  }
  const keys: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/MoveRequests'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  // Both tabs hear the network come back and try to send at the same moment.
  await context.setOffline(false);
  await expect.poll(() => waiting(page), { timeout: 30_000 }).toBe('0');
  await other.bringToFront();
  await expect.poll(() => waiting(other)).toBe('0');
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(3);
  const maria = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
  expect((await movesNoted(maria, prefix)).sort()).toEqual([1, 2, 3].map((n) => `${prefix} ${n}`));
  await maria.dispose();
  await context.close();
});

test('a flaky network loses the answer after the server wrote: the entry is kept, and its retry is answered from its key, written once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en');
  const context = page.context();
  const keys: string[] = [];
  let lost = false;
  // The first request reaches the server and is written; its answer never comes back (a timeout).
  await context.route('**/api/v1/MoveRequests', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    return route.abort('timedout');
  });
  await open(page, MOVE_FORM);
  await expect(page.getByTestId('move-form')).toHaveAttribute('data-hydrated', 'true');
  const note = `flaky ${Date.now()}`;
  await askMove(page, note);
  await expect(page.getByText('Saved on this tablet. It will be sent when the network is back.')).toBeVisible();
  await expect.poll(() => waiting(page)).toBe('1');
  // The portal opened again sends it: the server answers the same key with the first result.
  await page.reload();
  await waitForShell(page);
  await sendsDone(page);
  await expect(page.getByTestId('outbox')).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const maria = await signInOverHttp(baseUrl(), ACCOUNTS.nguyen.email);
  expect(await movesNoted(maria, note)).toEqual([note]);
  await maria.dispose();
  await context.close();
});

test('a write made at a time in the future or more than 72 hours ago is refused with its reason, and nothing is written', async ({
  browser,
}) => {
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'en');
  const post = (madeAt: string, key: string) =>
    page.request.post(`${baseUrl()}/api/v1/Notifications`, {
      headers: { 'made-at': madeAt, 'idempotency-key': key, origin: baseUrl() },
      data: { username: ACCOUNTS.nguyen.email, title: 'x', body: 'x' },
    });
  const future = await post(new Date(Date.now() + 3_600_000).toISOString(), 'obx-future-0001');
  expect(future.status()).toBe(400);
  expect((await future.json()).error.fields[0]).toMatchObject({ field: 'madeAt', code: 'made-at-future' });
  const old = await post(new Date(Date.now() - 73 * 3_600_000).toISOString(), 'obx-old-00001');
  expect(old.status()).toBe(400);
  expect((await old.json()).error.fields[0]).toMatchObject({ field: 'madeAt', code: 'made-at-too-old' });
  await page.context().close();
});

test('offline, two labels sent to printers wait on the tablet; back online one prints once, the other (a switched-off printer) comes back with why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const zebra = await startZebra();
  try {
    const off = await closedPort();
    const printers = [
      { id: 'obx-zebra', name: 'Dock Zebra', plant: 'SPIRITLA', dpi: 203, stock: '4x6', address: `127.0.0.1:${zebra.port}` },
      { id: 'obx-off', name: 'Switched-off Zebra', plant: 'SPIRITLA', dpi: 203, stock: '4x6', address: `127.0.0.1:${off}` },
    ];
    await writeFile(path.join(dataDir(), 'label-printers.json'), JSON.stringify({ printers }));
    const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
    const context = page.context();
    const part = `OBX-${Date.now() % 1_000_000}`;
    const form = (printer: string, partNum: string) =>
      `/Labels/Forms/partTagQR?${new URLSearchParams({ partNum, description: 'ROD EYE', quantity: '4', uom: 'EA', printer })}`;
    await visit(page, form('obx-zebra', part));
    await visit(page, form('obx-off', `${part}B`));
    await context.setOffline(true);
    await open(page, form('obx-zebra', part));
    await page.getByRole('button', { name: 'Enviar a la impresora' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: KEPT })).toBeVisible();
    await open(page, form('obx-off', `${part}B`));
    await page.getByRole('button', { name: 'Enviar a la impresora' }).click();
    await expect.poll(() => waiting(page)).toBe('2');
    expect(zebra.jobs).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.locator('[data-testid="outbox-entry"][data-state="refused"]')).toHaveCount(1, { timeout: 45_000 });
    await expect(page.getByTestId('outbox-entry')).toHaveCount(1);
    expect(zebra.jobs).toHaveLength(1);
    expect(zebra.jobs[0]).toContain(`^FD${part}^FS`);
    await expect(page.getByTestId('outbox-refusal')).toContainText('Switched-off Zebra');
    await expect(page.getByTestId('outbox-refusal')).toContainText('No se imprimió ni se registró nada.');
    await page.getByTestId('outbox').getByRole('button').first().click();
    await page.screenshot({ path: `${SHOTS}/outbox-label-refused-maria-es-tablet.png`, fullPage: true });
    await context.close();
  } finally {
    await zebra.close();
  }
});

/** The drafts the device keeps (every person's), read from the outbox's store, as text. */
function drafts(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('apps-outbox');
        open.onerror = () => resolve('[]');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve('[]');
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          db.close();
        };
      }),
  );
}

test('a half-typed weld leak survives a reload as a draft; after a refusal, its fix and a save, Back and reload ask nothing; a record form’s draft is discarded', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await signedIn(browser, ACCOUNTS.nguyen.email, 'es', { width: 800, height: 1280 });
  const entry = '/weldleakrepair/WeldLeakerEntry';
  await open(page, entry);
  await page.locator('#field-plant').selectOption('SPIRITLA');
  await page.locator('#field-type').selectOption('hydraulic');
  await page.locator('#field-cylinderNumber').fill('SP-DRAFT-0001');
  await page.locator('#field-jobNumber').fill('999999');
  const choices = {
    shift: '1',
    location: 'leak test',
    leakLocation: 'port weld',
    defectType: 'porosity cluster',
    feature: 'port',
    orientation: '3:00',
  };
  for (const [field, value] of Object.entries(choices)) await page.locator(`#field-${field}`).selectOption(value);
  await page.locator('#field-cell').fill('Cell 2');
  await page.locator('#field-robotOperator').fill('K. Olson');
  await expect.poll(() => drafts(page)).toContain('K. Olson');
  // Reloading mid-form keeps what was typed.
  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId('draft-restored')).toContainText('Borrador recuperado');
  await expect(page.locator('#field-cylinderNumber')).toHaveValue('SP-DRAFT-0001');
  await expect(page.locator('#field-defectType')).toHaveValue('porosity cluster');
  await page.screenshot({ path: `${SHOTS}/draft-restored-maria-es-tablet.png`, fullPage: true });

  // Refused (no such job) while Maria goes on typing (the answer held back, as on a slow network): what she
  // typed meanwhile comes back on the refusal's page. The answer is a page of its own, so a reload shows it
  // without resending.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**${entry}`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await page.locator('#field-cell').fill('Cell 3');
  answer();
  await expect(page.getByTestId('error-jobNumber')).toBeVisible();
  await expect(page.locator('#field-cell')).toHaveValue('Cell 3');
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await page.unroute(`**${entry}`);
  const reloaded = await page.reload();
  expect(reloaded?.request().method()).toBe('GET');
  await waitForShell(page);
  await expect(page.locator('#field-cylinderNumber')).toHaveValue('SP-DRAFT-0001');
  // A Spirit Lake job: Maria's entry is for her own plant, and its job must be of that plant too.
  await page.locator('#field-jobNumber').fill('219604-1');
  await page.locator('form[data-outbox] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/weldleakrepair\/\d+$/);
  // Back after the save: the entry form again (no 'Confirm Form Resubmission'), clear, its draft gone.
  const back = await page.goBack();
  expect(back?.request().method() ?? 'GET').toBe('GET');
  await expect(page).toHaveURL(new RegExp(`${entry}$`));
  expect(await page.content()).not.toContain('ERR_CACHE_MISS');
  await waitForShell(page);
  await expect(page.locator('#field-cylinderNumber')).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  expect(await drafts(page)).toBe('[]');
  await page.context().close();

  // In English at a desk, a record form: its draft restored, then discarded.
  const tom = await signedIn(browser, ACCOUNTS.wilson.email, 'en', { width: 1280, height: 900 });
  await open(tom, '/NonConformance/components/newNonConf');
  await tom.locator('#field-defect').fill('Burr in the port, draft');
  await expect.poll(() => drafts(tom)).toContain('Burr in the port, draft');
  await tom.reload();
  await waitForShell(tom);
  await expect(tom.getByTestId('draft-restored')).toContainText('Draft restored');
  await expect(tom.locator('#field-defect')).toHaveValue('Burr in the port, draft');
  await tom.screenshot({ path: `${SHOTS}/draft-restored-tom-en-1280.png`, fullPage: true });
  await tom.getByRole('button', { name: 'Discard draft' }).click();
  await expect(tom.locator('#field-defect')).toHaveValue('');
  await expect.poll(() => drafts(tom)).toBe('[]');
  await tom.reload();
  await waitForShell(tom);
  await expect(tom.getByTestId('draft-restored')).toHaveCount(0);
  await tom.context().close();
});

test('a kiosk punch made offline and refused on arrival stays on the kiosk and is shown to its employee until seen', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const KYLE = 2004;
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true });
  await context.addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
  const kiosk = await context.newPage();
  await kiosk.goto(`${baseUrl()}/LaborMod`);
  const code = kiosk.getByTestId('pair-code');
  await expect(code).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/, { timeout: 30_000 });
  const jordan = await signedIn(browser, ACCOUNTS.carter.email, 'en');
  await open(jordan, '/devices');
  await jordan.locator('#field-userCode').fill((await code.textContent()) ?? '');
  await jordan.locator('#field-name').fill('Spirit Lake outbox door');
  await jordan.locator('#field-plant').selectOption('SPIRITLA');
  await jordan.locator('#field-use').selectOption('kiosk');
  await jordan.getByRole('button', { name: 'Approve' }).click();
  await expect(kiosk.locator('[data-testid="kiosk"][data-hydrated="true"]')).toBeVisible({ timeout: 60_000 });
  await jordan.context().close();

  // Online, Kyle is clocked in (whatever the seed left him at: out, in, or at lunch).
  await scanBadge(kiosk, demoBadge(KYLE));
  await expect(kiosk.getByTestId('kiosk-name')).toContainText('Kyle Olson');
  const punchNow = async (kind: string): Promise<void> => {
    await kiosk.getByTestId(`kiosk-${kind}`).click();
    await expect(kiosk.getByTestId('kiosk-answer')).toBeVisible();
    await kiosk.getByTestId('kiosk-start-over').click();
    await scanBadge(kiosk, demoBadge(KYLE));
  };
  if (await kiosk.getByTestId('kiosk-lunch-in').isVisible()) await punchNow('lunch-in');
  else if (await kiosk.getByTestId('kiosk-in').isHidden()) await punchNow('out');
  if (await kiosk.getByTestId('kiosk-in').isVisible()) await punchNow('in');
  await expect(kiosk.getByTestId('kiosk-lunch-out')).toBeVisible();
  await kiosk.getByTestId('kiosk-start-over').click();

  // Offline he ends a lunch he never started: kept on the kiosk, refused when it arrives.
  await context.setOffline(true);
  await scanBadge(kiosk, demoBadge(KYLE));
  await kiosk.getByTestId('kiosk-lunch-in').click();
  await expect(kiosk.getByTestId('kiosk-answer')).toContainText('Guardado en este quiosco');
  await kiosk.getByTestId('kiosk-start-over').click();
  await context.setOffline(false);
  await expect(kiosk.getByTestId('kiosk-refused')).toContainText('No está en comida.', { timeout: 45_000 });
  await expect(kiosk.getByTestId('kiosk-waiting')).toHaveCount(0);
  await kiosk.screenshot({ path: `${SHOTS}/kiosk-refused-start-es-800.png`, fullPage: true });

  // Kyle identifies: his refused punch is shown to him until he taps 'Visto'.
  await scanBadge(kiosk, demoBadge(KYLE));
  await expect(kiosk.getByTestId('kiosk-refused-yours')).toContainText('No está en comida.');
  await kiosk.screenshot({ path: `${SHOTS}/kiosk-refused-yours-es-800.png`, fullPage: true });
  await kiosk.getByTestId('kiosk-refused-seen').click();
  await expect(kiosk.getByTestId('kiosk-refused-yours')).toHaveCount(0);
  await kiosk.getByTestId('kiosk-start-over').click();
  await expect(kiosk.getByTestId('kiosk-refused')).toHaveCount(0);
  await context.close();
});
