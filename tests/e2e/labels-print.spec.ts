import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LABEL_FORMS } from '@/lib/labels';
import { parseOperations } from '@/lib/labels/operations';
import { printUrl } from '@/lib/labels/print-url';
import { fillTemplate, sampleValues } from '@/lib/labels/template';
import type { LabelForm } from '@/lib/labels/types';
import { ACCOUNTS, baseUrl, expect, signIn, test } from './support/fixtures';

const COPIES = 2;
const work = mkdtempSync(path.join(tmpdir(), 'labels-print-'));

/** Every bar code value the form's data says its label carries for these values. */
function expectedBarcodes(form: LabelForm, values: Record<string, string>, origin: string): string[] {
  const all = { ...values, origin };
  return form.elements.flatMap((element) => {
    if (element.kind === 'barcode') return [fillTemplate(element.value, all)];
    if (element.kind !== 'operations') return [];
    const ops = parseOperations(values[element.field] ?? '');
    return 'badLine' in ops ? [] : ops.map((op) => fillTemplate(element.value, { ...all, oprSeq: op.oprSeq }));
  });
}

/** Page count and size in points of a PDF, read by poppler's pdfinfo. */
function pdfInfo(file: string): { pages: number; width: number; height: number } {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) };
}

/** The bar codes zbar reads from the first page rasterised at 203 dpi (Code 128 and QR only). */
function decodeFirstPage(file: string): string[] {
  const prefix = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '203', '-f', '1', '-l', '1', '-gray', '-png', '-singlefile', file, prefix]);
  const out = execFileSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Scode128.enable', '-Sqrcode.enable', `${prefix}.png`], {
    encoding: 'utf8',
  });
  return out.split('\n').filter((line) => line !== '');
}

test.describe('label print pages', () => {
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('each of the 20 forms prints at its exact size, one page per copy, and every bar code scans back at 203 dpi', async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.carter.email);
    await expect(page).toHaveURL(`${baseUrl()}/`);
    const origin = new URL(baseUrl()).origin;

    for (const form of Object.values(LABEL_FORMS)) {
      await test.step(form.id, async () => {
        const values = sampleValues(form);
        // ?noprint=1: the page would open the browser's print dialog on load, and page.pdf() prints it here.
        const response = await page.goto(`${baseUrl()}${printUrl(form, values, { copies: COPIES, printer: 'browser-203' })}&noprint=1`);
        expect(response?.status(), form.id).toBe(200);
        // Nothing but the labels: no shell, no island (so no React); npm run budget weighs the rest (Astro's prefetch).
        await expect(page.locator('[data-label-sheet]')).toHaveCount(COPIES);
        const extras = await page
          .locator('astro-island, link[rel=modulepreload], #drawer, header, nav')
          .evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 200)));
        expect(extras, form.id).toEqual([]);
        // Never cut: no text runs out of its box.
        const overflowing = await page
          .locator('[data-label-text]')
          .evaluateAll((boxes) =>
            boxes
              .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
              .map((box) => box.textContent),
          );
        expect(overflowing, form.id).toEqual([]);
        const expected = expectedBarcodes(form, values, origin).sort();
        const onPage = await page
          .locator('[data-label-sheet]')
          .first()
          .locator('[data-barcode-value]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-barcode-value') ?? ''));
        expect(onPage.sort(), form.id).toEqual(expected);

        const file = path.join(work, `${form.id}.pdf`);
        writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
        const info = pdfInfo(file);
        expect(info.pages, form.id).toBe(COPIES);
        expect(Math.abs(info.width / 72 - form.size.widthIn) / form.size.widthIn, `${form.id} width ${info.width} pt`).toBeLessThanOrEqual(
          0.01,
        );
        expect(
          Math.abs(info.height / 72 - form.size.heightIn) / form.size.heightIn,
          `${form.id} height ${info.height} pt`,
        ).toBeLessThanOrEqual(0.01);
        expect(decodeFirstPage(file).sort(), form.id).toEqual(expected);
      });
    }
    await context.close();
  });
});
