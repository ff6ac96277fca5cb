import type { Page } from '@playwright/test';
import { baseUrl, expect, signedIn, test } from './support/fixtures';

/**
 * The HR boards, the info board's playlist in turn, and their desk pages (announcements, the start-up
 * blog, playlists) through the real sign-in. Writes only rows of its own (a new announcement, post and
 * playlist), on the shared portal.
 */
const SHOTS = 'test-results/shots';
const JORDAN = 'shjcarter@example.com';
const BOARD = { width: 1920, height: 1080 };
const TABLET = { width: 800, height: 1280 };
/** A 1x1 PNG: the smallest real photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseUrl() }]);
}

test.describe('info boards', () => {
  test.describe.configure({ mode: 'serial' });
  let jordan: Page;
  test.beforeAll(async ({ browser }) => {
    jordan = await signedIn(browser, JORDAN, 'en', BOARD);
  });

  test('the HR boards show this month, day and month only, in both dashboard layouts at 1920x1080', async () => {
    const year = String(new Date().getFullYear());
    const boards = ['birthdays', 'plantBirthdays', 'spBirthdays', 'anniversary', 'plantAnniversary', 'spAnniversary', 'startupBlog'];
    for (const path of boards) {
      for (const layout of ['dark', 'light']) {
        await jordan.goto(`${baseUrl()}/Dashboards/HR/${path}?plant=SPIRITLA&layout=${layout}`);
        await expect(jordan.getByTestId('hr-board')).toBeVisible();
        await jordan.screenshot({ path: `${SHOTS}/hr-${path}-${layout}-1920.png` });
      }
    }
    // A plant board names its plant, the blog's too (it shows no person to take the name from).
    await expect(jordan.getByTestId('dashboard-header')).toContainText('Start-Up Blog · Spirit Lake');
    await jordan.goto(`${baseUrl()}/Dashboards/HR/birthdays`);
    const cards = jordan.getByTestId('hr-birthdays').locator('li');
    await expect(cards.first()).toBeVisible();
    expect(await cards.allTextContents()).not.toContainEqual(expect.stringContaining(year));
    // Sam Lee asked to be left off the birthday boards.
    await expect(jordan.locator('[data-emp="1002"]')).toHaveCount(0);
  });

  test("the SPC slide draws the plant's characteristics against their limits, in both dashboard layouts at 1920x1080", async () => {
    // A playlist of its own that starts on the SPC slide (the seeded lobby is read by the next test).
    await jordan.goto(`${baseUrl()}/InfoBoard?plant=SPIRITLA&playlist=new`);
    const name = `SPC ${Date.now()}`;
    await jordan.locator('#field-name').fill(name);
    await jordan.locator('[id="field-slides.0.kind"]').selectOption('spc');
    await jordan.locator('[id="field-slides.0.seconds"]').fill('60');
    await jordan.getByRole('button', { name: 'Save playlist' }).click();
    await expect(jordan.getByTestId('alert').filter({ hasText: name })).toBeVisible();
    const preview = (await jordan.getByRole('link', { name: 'Preview on a board' }).getAttribute('href')) ?? '';
    for (const layout of ['dark', 'light']) {
      await jordan.goto(`${baseUrl()}${preview}&layout=${layout}`);
      const cards = jordan.getByTestId('spc-slide').locator('li[data-spc]');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().locator('svg path')).toHaveAttribute('d', /^M[\d.]+,[\d.]+ L/);
      await jordan.screenshot({ path: `${SHOTS}/infoboard-spc-${layout}-1920.png` });
    }
  });

  test('the info board shows its playlist in turn and an announcement within 5 seconds of its posting', async ({ browser }) => {
    const board = await (await browser.newContext({ viewport: BOARD })).newPage();
    // The same person's session, so the board page opens without pairing (pairing is boards.spec's).
    await board.context().addCookies(await jordan.context().cookies());
    // At 60-fold speed a slide shows for a sixth of a second: every turn is read from the board's own marker
    // (data-turn, data-showing) as it is set, so none is missed, however short.
    await board.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenSlides: seen });
      new MutationObserver((changes) => {
        for (const { target } of changes) {
          const { turn, showing } = (target as HTMLElement).dataset;
          seen[Number(turn)] = showing ?? '';
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-turn'] });
    });
    await board.goto(`${baseUrl()}/InfoBoard/slides?plant=SPIRITLA&speed=60`);
    const slides = board.getByTestId('info-slides');
    await expect(slides.locator('[data-kind="announcements"]')).toBeVisible();
    await board.screenshot({ path: `${SHOTS}/infoboard-announcements-dark-1920.png` });
    const kinds = await slides.locator('[data-slide]').evaluateAll((each) => each.map((s) => (s as HTMLElement).dataset['kind']));
    expect(kinds).toEqual(expect.arrayContaining(['announcements', 'daybyhour', 'safety']));
    // A whole round and the first slide again: each slide in its order, none skipped.
    const seen = () => board.evaluate(() => (window as unknown as { seenSlides: string[] }).seenSlides);
    await expect.poll(async () => (await seen()).length, { timeout: 10_000 }).toBeGreaterThan(kinds.length);
    expect((await seen()).slice(0, kinds.length + 1)).toEqual([...kinds, kinds[0]]);
    await expect(board.getByTestId('safety-days')).toContainText(/\d+/);
    await expect(slides.locator('[data-kind="daybyhour"] [data-resource]').first()).toBeAttached();

    const title = `Board notice ${Date.now()}`;
    await jordan.setViewportSize({ width: 1280, height: 900 });
    await jordan.goto(`${baseUrl()}/Portal/Announcements`);
    await jordan.locator('#field-title').fill('');
    await jordan.getByRole('button', { name: 'Post announcement' }).click();
    await expect(jordan.getByTestId('error-title')).toBeVisible();
    await expect(jordan.getByTestId('error-body')).toBeVisible();
    await jordan.locator('#field-title').fill(title);
    await jordan.locator('#field-body').fill('The north gate is closed today; use the east gate.');
    await jordan.locator('#field-plant').selectOption('SPIRITLA');
    await jordan.getByRole('button', { name: 'Post announcement' }).click();
    await expect(jordan.getByTestId('alert').filter({ hasText: title })).toBeVisible();
    await jordan.screenshot({ path: `${SHOTS}/announcements-1280.png`, fullPage: true });
    await expect(slides).toContainText(title, { timeout: 5_000 });

    await board.goto(`${baseUrl()}/InfoBoard/slides?plant=SPIRITLA&layout=light`);
    await expect(slides.locator('[data-kind="announcements"]')).toContainText(title);
    await board.screenshot({ path: `${SHOTS}/infoboard-announcements-light-1920.png` });
    await board.close();
  });

  test('the start-up blog and a new playlist, in Spanish on a dark tablet: a clumsy entry is refused by its field', async ({ browser }) => {
    const page = await signedIn(browser, JORDAN, 'es', TABLET);
    await inTheme(page, 'dark');
    await page.goto(`${baseUrl()}/startupblog`);
    await page.locator('#field-title').fill('Prensa nueva');
    await page.locator('#field-body').fill('Ya produce.');
    // A page that calls itself a PNG is refused by its bytes, next to its field; the text stays as typed.
    await page
      .locator('#field-file')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByTestId('error-file')).toHaveText('La imagen debe ser una foto: JPEG, PNG o WebP.');
    await expect(page.locator('#field-title')).toHaveValue('Prensa nueva');
    await page.screenshot({ path: `${SHOTS}/startupblog-es-dark-800.png`, fullPage: true });
    await page.locator('#field-file').setInputFiles({ name: 'prensa.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: 'Prensa nueva' })).toBeVisible();
    // The uploaded picture is served back and drawn.
    const picture = page.locator('[data-post]').filter({ hasText: 'Prensa nueva' }).first().locator('img');
    await expect(picture).toHaveAttribute('src', /^\/api\/v1\/Boards\/StartupBlog\/Pictures\/\d+$/);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    const button = await page.getByRole('button', { name: 'Publicar' }).boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);

    await page.goto(`${baseUrl()}/InfoBoard?plant=SPIRITLA&playlist=new`);
    const name = `Oficina ${Date.now()}`;
    await page.locator('#field-name').fill(name);
    await page.locator('[id="field-slides.0.kind"]').selectOption('safety');
    await page.locator('[id="field-slides.0.seconds"]').fill('diez');
    await page.locator('[id="field-slides.0.detail"]').fill('2026-01-01');
    await page.locator('[id="field-slides.1.kind"]').selectOption('blog');
    await page.getByRole('button', { name: 'Guardar lista' }).click();
    await expect(page.getByTestId('error-slides.0.seconds')).toHaveText('Escriba un número de 5 a 600 s.');
    await page.screenshot({ path: `${SHOTS}/playlists-es-dark-800.png`, fullPage: true });
    await page.locator('[id="field-slides.0.seconds"]').fill('12');
    await page.getByRole('button', { name: 'Guardar lista' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: name })).toBeVisible();
    await expect(page.locator('[id="field-slides.1.kind"]')).toHaveValue('blog');
    await page.context().close();
  });

  test('the day by hour desk pages at 1280 and on a Spanish tablet: a goal in letters is refused, a reason added and renamed', async ({
    browser,
  }) => {
    const desk = `${baseUrl()}/daybyhour`;
    await jordan.setViewportSize({ width: 1280, height: 900 });
    for (const page of ['managerdash', 'resourcereasons', 'editclaim']) {
      await jordan.goto(`${desk}/${page}?plant=REBUILD`);
      await expect(jordan.getByTestId(`dbh-${page}`)).toBeVisible();
      await jordan.screenshot({ path: `${SHOTS}/dbh-${page}-1280.png`, fullPage: true });
    }
    await jordan.goto(`${desk}/managerdash?plant=REBUILD`);
    await expect(jordan.getByTestId('dbh-week').locator('tr[data-resource="WELD-1"]')).toContainText('/');

    // Metal Finishing's board: no other test reads its goals.
    const page = await signedIn(browser, JORDAN, 'es', TABLET);
    await inTheme(page, 'dark');
    await page.goto(`${desk}/goaloverride?plant=REBUILD`);
    await page.locator('#field-resourceId').selectOption({ label: 'ASSY-1 · Cylinder assembly' });
    await page.locator('#field-goal').fill('doce');
    await page.getByRole('button', { name: 'Guardar meta' }).click();
    await expect(page.getByTestId('error-goal')).toHaveText('Escriba un número entero de 0 a 10000.');
    await page.screenshot({ path: `${SHOTS}/dbh-goaloverride-es-dark-800.png`, fullPage: true });
    await page.locator('#field-goal').fill('12');
    await page.getByRole('button', { name: 'Guardar meta' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: 'la meta es 12' })).toBeVisible();

    const text = `Corte de luz ${Date.now()}`;
    await page.goto(`${desk}/newreason?plant=REBUILD`);
    await page.locator('#field-text').fill('Changeover');
    await page.getByRole('button', { name: 'Agregar motivo' }).click();
    await expect(page.getByTestId('error-text')).toHaveText('La planta ya tiene este motivo.');
    await page.locator('#field-text').fill(text);
    await page.getByRole('button', { name: 'Agregar motivo' }).click();
    await expect(page).toHaveURL(/\/daybyhour\/editreasons/);
    const row = page.locator('form[data-reason]').filter({ has: page.locator(`input[value="${text}"]`) });
    await row.locator('input[name="text"]').fill(`${text} (red)`);
    await row.getByRole('button', { name: 'Cambiar nombre' }).click();
    await expect(page.getByTestId('alert').filter({ hasText: `${text} (red)` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dbh-editreasons-es-dark-800.png`, fullPage: true });
    const button = await page.getByRole('button', { name: 'Cambiar nombre' }).first().boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});
