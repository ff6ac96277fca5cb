import { placeLabel, type PlacedBarcode, type PlacedRule, type PlacedText } from '@/lib/labels/place';
import type { PrintedWords } from '@/lib/labels/template';
import type { LabelForm, LabelValues } from '@/lib/labels/types';
import { code128Svg, qrSvg, type BarcodeDrawing } from './barcode';

/** A bar code ready to draw: its SVG placed on whole printer dots. */
export interface DrawnBarcode extends PlacedBarcode {
  readonly drawing: BarcodeDrawing;
  /** Where the symbol starts, inches from the label's left and top edges. */
  readonly left: number;
  readonly top: number;
}

/** Anything on a drawn label. */
export type DrawnElement = PlacedText | DrawnBarcode | PlacedRule;

/** How to draw: the printer's resolution, the portal's address for QR links and the printed words' language. */
export interface DrawOptions {
  readonly dpi: number;
  readonly origin: string;
  readonly words: PrintedWords;
}

const snap = (inches: number, dpi: number): number => Math.ceil(inches * dpi - 1e-6) / dpi;

function drawBarcode(element: PlacedBarcode, dpi: number): DrawnBarcode {
  if (element.symbology === 'qrcode') {
    const drawing = qrSvg(element.value, Math.min(element.w, element.barsH), dpi);
    return { ...element, drawing, left: snap(element.x + (element.w - drawing.widthIn) / 2, dpi), top: snap(element.y, dpi) };
  }
  const drawing = code128Svg(element.value, element.w, element.barsH, dpi);
  return { ...element, drawing, left: snap(element.x + drawing.quietIn, dpi), top: snap(element.y, dpi) };
}

/**
 * The label of a form with checked values, ready to draw on the print page and the preview: bar
 * codes as SVG from bwip-js with the module a whole number of the printer's dots.
 */
export function drawLabel(form: LabelForm, values: LabelValues, { dpi, origin, words }: DrawOptions): DrawnElement[] {
  return placeLabel(form, values, origin, words).map((element) => (element.kind === 'barcode' ? drawBarcode(element, dpi) : element));
}
