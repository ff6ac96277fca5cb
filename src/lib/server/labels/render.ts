import { CAPTION_PT, READABLE_PT, ptIn } from '@/lib/labels/geometry';
import { READABLE_H } from '@/lib/labels/layout';
import { parseOperations } from '@/lib/labels/operations';
import { fillTemplate } from '@/lib/labels/template';
import type { LabelBox, LabelElement, LabelForm, LabelValues } from '@/lib/labels/types';
import { code128Svg, qrSvg, type BarcodeDrawing } from './barcode';

/** A text ready to draw. */
export interface DrawnText extends LabelBox {
  readonly kind: 'text';
  readonly text: string;
  readonly caption: string | null;
  readonly pt: number;
  readonly captionPt: number;
  readonly lines: number;
  readonly align: 'left' | 'center' | 'right';
  readonly inverse: boolean;
}

/** A bar code ready to draw: its SVG placed on whole dots, its value and readable text. */
export interface DrawnBarcode extends LabelBox {
  readonly kind: 'barcode';
  readonly symbology: 'code128' | 'qrcode';
  readonly value: string;
  readonly readable: string;
  readonly readablePt: number;
  readonly drawing: BarcodeDrawing;
  /** Where the symbol starts, inches from the label's left and top edges. */
  readonly left: number;
  readonly top: number;
}

/** A rule ready to draw. */
export interface DrawnRule extends LabelBox {
  readonly kind: 'rule';
}

/** Anything on a drawn label. */
export type DrawnElement = DrawnText | DrawnBarcode | DrawnRule;

/** How to draw: the printer's resolution and the portal's address for QR links. */
export interface DrawOptions {
  readonly dpi: number;
  readonly origin: string;
}

const snap = (inches: number, dpi: number): number => Math.ceil(inches * dpi - 1e-6) / dpi;

function drawBarcode(box: LabelBox, symbology: 'code128' | 'qrcode', value: string, readable: string, { dpi }: DrawOptions): DrawnBarcode {
  if (symbology === 'qrcode') {
    const side = Math.min(box.w, box.h - READABLE_H);
    const drawing = qrSvg(value, side, dpi);
    const left = snap(box.x + (box.w - drawing.widthIn) / 2, dpi);
    return { kind: 'barcode', ...box, symbology, value, readable, readablePt: READABLE_PT, drawing, left, top: snap(box.y, dpi) };
  }
  const drawing = code128Svg(value, box.w, box.h - READABLE_H, dpi);
  const left = snap(box.x + drawing.quietIn, dpi);
  return { kind: 'barcode', ...box, symbology, value, readable, readablePt: READABLE_PT, drawing, left, top: snap(box.y, dpi) };
}

function drawOperations(element: Extract<LabelElement, { kind: 'operations' }>, values: LabelValues, options: DrawOptions): DrawnElement[] {
  const ops = parseOperations(values[element.field] ?? '');
  if ('badLine' in ops) return [];
  const wide = element.w >= 6;
  return ops.flatMap((op, index): DrawnElement[] => {
    const y = element.y + index * element.rowHeight;
    const label = [op.oprSeq, op.resourceGroup, op.workCenter].filter(Boolean).join('  ');
    const value = fillTemplate(element.value, { ...values, oprSeq: op.oprSeq });
    const pt = wide ? 11 : 9;
    const textH = ptIn(pt) * 1.2;
    const text: DrawnText = { kind: 'text', x: element.x, y: wide ? y + 0.12 : y, w: wide ? element.w * 0.38 : element.w, h: textH, text: label, caption: null, pt, captionPt: CAPTION_PT, lines: 1, align: 'left', inverse: false };
    const box = wide
      ? { x: element.x + element.w * 0.4, y, w: element.w * 0.6, h: element.rowHeight - 0.04 }
      : { x: element.x, y: y + textH, w: element.w, h: element.rowHeight - textH - 0.02 };
    const rule: DrawnRule = { kind: 'rule', x: element.x, y: y + element.rowHeight - 0.02, w: element.w, h: 0.01 };
    return [text, drawBarcode(box, 'code128', value, value, options), rule];
  });
}

/**
 * The label of a form with checked values, ready to draw (the print page, the on-screen preview
 * and the ZPL all start from it). Bar codes are SVG from bwip-js at whole printer dots.
 */
export function drawLabel(form: LabelForm, values: LabelValues, options: DrawOptions): DrawnElement[] {
  const all = { ...values, origin: options.origin };
  return form.elements.flatMap((element): DrawnElement[] => {
    switch (element.kind) {
      case 'rule':
        return [element];
      case 'text':
        return [{
          kind: 'text', x: element.x, y: element.y, w: element.w, h: element.h,
          text: fillTemplate(element.text, all).trim(),
          caption: element.caption ?? null, pt: element.pt, captionPt: CAPTION_PT, lines: element.lines ?? 1,
          align: element.align ?? 'left', inverse: element.inverse ?? false,
        }];
      case 'barcode': {
        const value = fillTemplate(element.value, all);
        if (value === '' || value === fillTemplate(element.value, {})) return [];
        return [drawBarcode(element, element.symbology, value, fillTemplate(element.readable ?? element.value, all), options)];
      }
      case 'operations':
        return drawOperations(element, all, options);
    }
  });
}
