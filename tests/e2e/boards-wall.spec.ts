import type { Page } from '@playwright/test';
import { ACCOUNTS, baseUrl, expect, signedIn, test } from './support/fixtures';

/** Minutes past midnight of the first 'h:mm[:ss] AM|PM' in a text. */
function minutesOf(text: string): number {
  const match = /(\d{1,2}):(\d{2})(?::\d{2})?\s*(AM|PM)/i.exec(text);
  if (!match) throw new Error(`no time in '${text}'`);
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

// A board tells one time: its plant's. A person of Bowling Green (New York time) in a browser set to Tokyo
// opens Spirit Lake's SPC board (Chicago time): its clock and its 'as of' agree.
test("an SPC board shows one time, its plant's: the header clock and the 'as of' line agree (1920x1080)", async ({ browser }) => {
  const page = await signedIn(browser, ACCOUNTS.wilson.email, 'en', { width: 1920, height: 1080 }, { timezoneId: 'Asia/Tokyo' });
  await page.goto(`${baseUrl()}/Dashboards/SPC/spcCharts?plant=SPIRITLA`);
  await expect(page.getByTestId('spc-board')).toBeVisible();
  const clock = page.getByTestId('clock');
  await expect(clock).toHaveAttribute('data-zone', 'America/Chicago');
  const asOf = await page.getByTestId('spc-board').locator('p').first().innerText();
  const shown = minutesOf(await clock.innerText());
  const chicago = minutesOf(new Date().toLocaleTimeString('en-US', { timeZone: 'America/Chicago' }));
  expect(Math.abs(shown - chicago) % (24 * 60)).toBeLessThanOrEqual(2);
  expect(Math.abs(minutesOf(asOf) - shown) % (24 * 60)).toBeLessThanOrEqual(5);
  await page.screenshot({ path: 'test-results/boards/spc-one-time-1920.png' });
  await page.context().close();
});

/** The board as measured in the browser: the root size, every visible text's size, the table's share of the width. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const texts = [...document.querySelectorAll<HTMLElement>('main *, header *')]
      .filter((el) => el.offsetParent !== null && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''))
      .map((el) => parseFloat(getComputedStyle(el).fontSize));
    const table = document.querySelector('[data-testid="dbh-table"]')!.getBoundingClientRect();
    return {
      root: parseFloat(getComputedStyle(document.documentElement).fontSize),
      texts,
      actual: parseFloat(getComputedStyle(document.querySelector('[data-testid="dbh-table"] td[data-hour]')!).fontSize),
      share: table.width / window.innerWidth,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });

// A board drawn for 1280 px fills a 1080p and a 4K screen alike: every text twice as large at 4K as at 1080p.
test('a day by hour board scales with its screen: measured at 1920x1080 and 3840x2160, the same share of the screen, every text twice as large', async ({
  browser,
}) => {
  const page = await signedIn(browser, ACCOUNTS.carter.email, 'es', { width: 1920, height: 1080 });
  await page.goto(`${baseUrl()}/daybyhour/board?plant=MfgSys`);
  await expect(page.getByTestId('dbh-table').locator('td[data-hour]').first()).toBeVisible();
  const hd = await measure(page);
  await page.screenshot({ path: 'test-results/boards/dbh-es-1920.png' });
  await page.setViewportSize({ width: 3840, height: 2160 });
  await expect.poll(async () => (await measure(page)).root).toBe(48);
  const uhd = await measure(page);
  await page.screenshot({ path: 'test-results/boards/dbh-es-3840.png' });
  expect(hd.root).toBe(24);
  expect(uhd.texts.map((size) => size / 2)).toEqual(hd.texts);
  expect(Math.min(...hd.texts)).toBeGreaterThanOrEqual(16);
  expect(uhd.actual).toBe(2 * hd.actual);
  expect(uhd.share).toBeCloseTo(hd.share, 2);
  expect(hd.share).toBeGreaterThan(0.95);
  expect([hd.overflow, uhd.overflow]).toEqual([0, 0]);
  console.log(
    `measured: root ${hd.root}/${uhd.root} px, smallest text ${Math.min(...hd.texts)}/${Math.min(...uhd.texts)} px, hour actual ${hd.actual}/${uhd.actual} px, table ${(hd.share * 100).toFixed(1)} % of the width`,
  );
  await page.context().close();
});
