import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { routeByName } from '@/lib/routes';
import { RESERVED_QUERY } from './fields';
import { CAPTION_PT, READABLE_PT, charsPerLine, code128Dots, code128Modules, qrDots, textHeight } from './geometry';
import { LABELS_RESOURCES } from './i18n';
import { LABEL_FORMS } from './index';
import { fillWords, maxTemplateLength, sampleValues, templateNames, wordKeys } from './template';
import { validateLabel } from './validate';

const FORM_IDS = [
  'bgBin',
  'bgPart',
  'bgPartTag',
  'halfSheet',
  'invTag',
  'johnDeere',
  'partsRoom',
  'partsRoomSL',
  'partTag',
  'partTagInv',
  'partTagQR',
  'partTagShortEnd',
  'sheldonRouting',
  'shippingIowa',
  'shMaterialTag',
  'slStandard',
  'slStandardByVSP',
  'slStandardHalf',
  'spiritLakeRouting',
  'template',
];
const forms = Object.values(LABEL_FORMS);
const OP_MAX = '9999 ABCDEFGHIJ ABCDEFGHIJKL'.length;

describe('label forms as data', () => {
  it('are the 20 forms of the route table (spec §2.3)', () => {
    expect(Object.keys(LABEL_FORMS).sort()).toEqual([...FORM_IDS].sort());
    for (const id of FORM_IDS) expect(routeByName(`Labels-Forms-${id}`), id).toBeDefined();
  });

  it.each(forms.map((f) => [f.id, f] as const))('%s: every element lies on the label', (_, form) => {
    for (const element of form.elements) {
      expect(element.x, JSON.stringify(element)).toBeGreaterThanOrEqual(0.1);
      expect(element.y).toBeGreaterThanOrEqual(0.08);
      expect(element.x + element.w, JSON.stringify(element)).toBeLessThanOrEqual(form.size.widthIn - 0.1 + 1e-9);
      expect(element.y + element.h, JSON.stringify(element)).toBeLessThanOrEqual(form.size.heightIn - 0.08 + 1e-9);
    }
  });

  it.each(forms.map((f) => [f.id, f] as const))('%s: every text is as tall as its size, lines and caption need', (_, form) => {
    for (const element of form.elements) {
      if (element.kind !== 'text') continue;
      expect(element.h + 1e-9).toBeGreaterThanOrEqual(textHeight(element.pt, element.lines ?? 1, element.caption !== undefined));
    }
  });

  it.each(forms.map((f) => [f.id, f] as const))(
    '%s: the longest value of every field, its caption and printed words fit in English and Spanish',
    (_, form) => {
      for (const [language, resources] of Object.entries(LABELS_RESOURCES)) {
        const words: Record<string, string> = resources.printed;
        for (const element of form.elements) {
          if (element.kind !== 'text' && element.kind !== 'barcode') continue;
          const template = element.kind === 'text' ? element.text : (element.readable ?? '');
          for (const key of wordKeys(template)) expect(words[key], `${language}: {@${key}}`).toBeDefined();
          if (element.kind === 'barcode') {
            expect(maxTemplateLength(form, fillWords(template, words)), `${language}: ${template}`).toBeLessThanOrEqual(
              charsPerLine({ w: element.w, pt: READABLE_PT }),
            );
            continue;
          }
          const lines = element.lines ?? 1;
          // The longest value of every field, never cut; text wraps at spaces, so each line break may leave up to 12 characters empty.
          expect(
            maxTemplateLength(form, fillWords(template, words)) + 12 * (lines - 1),
            `${language}: ${template} at ${element.pt} pt`,
          ).toBeLessThanOrEqual(charsPerLine(element) * lines);
          if (element.caption === undefined) continue;
          const caption = words[element.caption];
          expect(caption, `${language}: caption ${element.caption}`).toBeDefined();
          expect(caption?.length ?? 0, `${language}: ${caption} in ${element.w} in`).toBeLessThanOrEqual(
            charsPerLine({ w: element.w, pt: CAPTION_PT }),
          );
        }
      }
    },
  );

  it("customer labels (AIAG B-10) print in English for everyone, the plant's own labels in the printer's language", () => {
    expect(
      forms
        .filter((f) => f.printLanguage === 'en')
        .map((f) => f.id)
        .sort(),
    ).toEqual(['johnDeere', 'shippingIowa']);
  });

  it.each(forms.map((f) => [f.id, f] as const))(
    '%s: the longest value of every bar code fits at whole printer dots, 203 dpi',
    (_, form) => {
      for (const element of form.elements) {
        if (element.kind === 'barcode' && element.symbology === 'code128') {
          const modules = code128Modules(maxTemplateLength(form, element.value));
          expect(code128Dots(modules, element.w, 203, 3), element.value).toBeGreaterThanOrEqual(2);
        }
        if (element.kind === 'barcode' && element.symbology === 'qrcode') {
          const value = element.value.replace(/\{([A-Za-z]+)\}/g, (_, name: string) =>
            'W'.repeat(name === 'origin' ? 40 : (form.fields.find((f) => f.name === name)?.maxLength ?? 0)),
          );
          const [symbol] = bwipjs.raw({ bcid: 'qrcode', text: value });
          expect(qrDots(symbol && 'pixx' in symbol ? symbol.pixx : 999, Math.min(element.w, element.h), 203, 99)).toBeGreaterThanOrEqual(3);
        }
        if (element.kind === 'operations') {
          const field = form.fields.find((f) => f.name === element.field);
          expect(field?.kind).toBe('operations');
          expect((field?.maxLength ?? 0) * element.rowHeight).toBeLessThanOrEqual(element.h + 1e-9);
          const modules = code128Modules(maxTemplateLength(form, element.value.replace('{oprSeq}', '9999')));
          expect(code128Dots(modules, element.w >= 6 ? element.w * 0.6 : element.w, 203, 3)).toBeGreaterThanOrEqual(2);
          expect(OP_MAX).toBeLessThanOrEqual(40);
        }
      }
    },
  );

  it.each(forms.map((f) => [f.id, f] as const))(
    '%s: names its own fields only, and bar codes only of codes, numbers and dates',
    (_, form) => {
      const names = form.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(RESERVED_QUERY as readonly string[]).not.toContain(name);
      for (const element of form.elements) {
        if (element.kind === 'rule') continue;
        const template = element.kind === 'text' ? element.text : element.value;
        for (const name of templateNames(template)) {
          if (name === 'origin' || (element.kind === 'operations' && name === 'oprSeq')) continue;
          const field = form.fields.find((f) => f.name === name);
          expect(field, `${form.id}: {${name}}`).toBeDefined();
          if (element.kind !== 'text') expect(['code', 'integer', 'decimal', 'date']).toContain(field?.kind);
        }
      }
    },
  );

  it.each(forms.map((f) => [f.id, f] as const))('%s: its sample values are valid', (_, form) => {
    expect(validateLabel(form, sampleValues(form), '2')).toMatchObject({ ok: true, copies: 2 });
  });
});
