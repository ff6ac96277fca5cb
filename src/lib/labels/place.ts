import { CAPTION_PT, READABLE_PT, ptIn } from './geometry';
import { READABLE_H } from './layout';
import { parseOperations } from './operations';
import { fillTemplate, fillWords, type PrintedWords } from './template';
import type { LabelBox, LabelElement, LabelForm, LabelValues } from './types';

/** A text with its value filled in. */
export interface PlacedText extends LabelBox {
  readonly kind: 'text';
  readonly text: string;
  readonly caption: string | null;
  readonly pt: number;
  readonly captionPt: number;
  readonly lines: number;
  readonly align: 'left' | 'center' | 'right';
  readonly inverse: boolean;
}

/** A bar code with its value; `barsH` leaves room for the readable text under a Code 128 symbol. */
export interface PlacedBarcode extends LabelBox {
  readonly kind: 'barcode';
  readonly symbology: 'code128' | 'qrcode';
  readonly value: string;
  readonly readable: string;
  readonly readablePt: number;
  readonly barsH: number;
}

/** A line or frame. */
export interface PlacedRule extends LabelBox {
  readonly kind: 'rule';
}

/** Anything on a label with its values: what the print page, the preview and the ZPL draw. */
export type PlacedElement = PlacedText | PlacedBarcode | PlacedRule;

function barcodeAt(box: LabelBox, symbology: 'code128' | 'qrcode', value: string, readable: string): PlacedBarcode {
  return { kind: 'barcode', ...box, symbology, value, readable, readablePt: READABLE_PT, barsH: box.h - READABLE_H };
}

function placeOperations(element: Extract<LabelElement, { kind: 'operations' }>, values: LabelValues): PlacedElement[] {
  const ops = parseOperations(values[element.field] ?? '');
  if ('badLine' in ops) return [];
  const wide = element.w >= 6;
  return ops.flatMap((op, index): PlacedElement[] => {
    const y = element.y + index * element.rowHeight;
    const label = [op.oprSeq, op.resourceGroup, op.workCenter].filter(Boolean).join('  ');
    const value = fillTemplate(element.value, { ...values, oprSeq: op.oprSeq });
    const pt = wide ? 11 : 9;
    const textH = ptIn(pt) * 1.2;
    const text: PlacedText = {
      kind: 'text',
      x: element.x,
      y: wide ? y + 0.12 : y,
      w: wide ? element.w * 0.38 : element.w,
      h: textH,
      text: label,
      caption: null,
      pt,
      captionPt: CAPTION_PT,
      lines: 1,
      align: 'left',
      inverse: false,
    };
    const box = wide
      ? { x: element.x + element.w * 0.4, y, w: element.w * 0.6, h: element.rowHeight - 0.04 }
      : { x: element.x, y: y + textH, w: element.w, h: element.rowHeight - textH - 0.02 };
    const rule: PlacedRule = { kind: 'rule', x: element.x, y: y + element.rowHeight - 0.02, w: element.w, h: 0.01 };
    return [text, barcodeAt(box, 'code128', value, value), rule];
  });
}

/**
 * The elements of a form's label with checked values filled in (`origin` is the portal's address
 * for QR links) and its captions and fixed words in `words` (the printing language's, see
 * `printedWords`); a bar code whose fields are all empty is left out, a routing gets a row per operation.
 */
export function placeLabel(form: LabelForm, values: LabelValues, origin: string, words: PrintedWords): PlacedElement[] {
  const all = { ...values, origin };
  return form.elements.flatMap((element): PlacedElement[] => {
    switch (element.kind) {
      case 'rule':
        return [element];
      case 'text':
        return [
          {
            kind: 'text',
            x: element.x,
            y: element.y,
            w: element.w,
            h: element.h,
            text: fillTemplate(fillWords(element.text, words), all).trim(),
            caption: element.caption === undefined ? null : (words[element.caption] ?? element.caption),
            pt: element.pt,
            captionPt: CAPTION_PT,
            lines: element.lines ?? 1,
            align: element.align ?? 'left',
            inverse: element.inverse ?? false,
          },
        ];
      case 'barcode': {
        const value = fillTemplate(element.value, all);
        if (value === '' || value === fillTemplate(element.value, {})) return [];
        return [barcodeAt(element, element.symbology, value, fillTemplate(fillWords(element.readable ?? element.value, words), all))];
      }
      case 'operations':
        return placeOperations(element, all);
    }
  });
}
