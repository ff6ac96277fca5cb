import { code128Dots, code128Modules, lineChars, ptIn, QUIET, wrapText } from './geometry';
import { placeLabel, type PlacedBarcode, type PlacedElement, type PlacedText } from './place';
import type { PrintedWords } from './template';
import type { LabelForm, LabelValues } from './types';

/** Options of `labelZpl`. */
export interface ZplOptions {
  readonly dpi: number;
  readonly copies: number;
  /** The portal's address, for QR links. */
  readonly origin: string;
  /** The printed words of the label's language (`printedWords`). */
  readonly words: PrintedWords;
}

/** QR byte capacity at error correction M by version 1-10 (ISO/IEC 18004). */
const QR_M_BYTES = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

/**
 * Field data made safe for ^FH: '_' starts a hex escape, '^' and '~' are ZPL commands.
 * @example zplText('A^B') // 'A_5EB'
 */
export function zplText(text: string): string {
  return text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A text's field data: a wrapping text as the lines the preview draws (^FB's line break is '\\&'). */
function linesZpl(e: PlacedText): string {
  return e.lines > 1 ? wrapText(e.text, lineChars(e)).map(zplText).join('\\&') : zplText(e.text);
}

function textZpl(e: PlacedText, dots: (inches: number) => number): string[] {
  const out: string[] = [];
  let y = e.y;
  if (e.inverse) out.push(`^FO${dots(e.x)},${dots(e.y)}^GB${dots(e.w)},${dots(e.h)},${dots(e.h)}^FS`);
  if (e.caption) {
    const h = dots(ptIn(e.captionPt));
    out.push(`^FO${dots(e.x)},${dots(y)}^A0N,${h},${h}^FB${dots(e.w)},1,0,${e.align[0]?.toUpperCase()},0^FH_^FD${zplText(e.caption)}^FS`);
    y += ptIn(e.captionPt) * 1.15;
  }
  const h = dots(ptIn(e.pt));
  out.push(
    `^FO${dots(e.x)},${dots(y)}^A0N,${h},${h}^FB${dots(e.w)},${e.lines},0,${e.align[0]?.toUpperCase()},0${e.inverse ? '^FR' : ''}^FH_^FD${linesZpl(e)}^FS`,
  );
  return out;
}

function barcodeZpl(e: PlacedBarcode, dpi: number, dots: (inches: number) => number): string[] {
  const readableH = dots(ptIn(e.readablePt));
  if (e.symbology === 'qrcode') {
    const version = QR_M_BYTES.findIndex((capacity) => capacity >= new TextEncoder().encode(e.value).length) + 1 || 10;
    const modules = 17 + 4 * version;
    const side = Math.min(e.w, e.barsH);
    const magnification = Math.max(1, Math.min(10, Math.floor((side * dpi) / (modules + 2 * QUIET.qrcode))));
    const x = e.x + (e.w - (modules * magnification) / dpi) / 2;
    return [
      `^FO${dots(x)},${dots(e.y)}^BQN,2,${magnification}^FH_^FDMA,${zplText(e.value)}^FS`,
      `^FO${dots(e.x)},${dots(e.y + e.barsH)}^A0N,${readableH},${readableH}^FB${dots(e.w)},1,0,C,0^FH_^FD${zplText(e.readable)}^FS`,
    ];
  }
  const moduleDots = Math.max(1, code128Dots(code128Modules(e.value.length), e.w, dpi, dpi >= 300 ? 4 : 3));
  const x = e.x + (QUIET.code128 * moduleDots) / dpi;
  const barsH = dots(e.barsH);
  return [
    `^FO${dots(x)},${dots(e.y)}^BY${moduleDots},3,${barsH}^BCN,${barsH},N,N,N,A^FH_^FD${zplText(e.value)}^FS`,
    `^FO${dots(x)},${dots(e.y + e.barsH)}^A0N,${readableH},${readableH}^FB${code128Modules(e.value.length) * moduleDots},1,0,C,0^FH_^FD${zplText(e.readable)}^FS`,
  ];
}

function elementZpl(e: PlacedElement, dpi: number, dots: (inches: number) => number): string[] {
  if (e.kind === 'rule') return [`^FO${dots(e.x)},${dots(e.y)}^GB${dots(e.w)},${Math.max(1, dots(e.h))},${Math.max(1, dots(e.h))}^FS`];
  if (e.kind === 'text') return e.text === '' && !e.caption ? [] : textZpl(e, dots);
  return barcodeZpl(e, dpi, dots);
}

/**
 * The ZPL II of a label for a Zebra printer of `dpi`: the same layout as the print page, texts in
 * the printer's scalable font, Code 128 (^BC, automatic subsets) and QR (^BQ) drawn by the printer,
 * `copies` labels (^PQ). UTF-8 (^CI28).
 */
export function labelZpl(form: LabelForm, values: LabelValues, { dpi, copies, origin, words }: ZplOptions): string {
  const dots = (inches: number): number => Math.round(inches * dpi);
  const body = placeLabel(form, values, origin, words).flatMap((e) => elementZpl(e, dpi, dots));
  return [
    '^XA',
    '^CI28',
    `^PW${dots(form.size.widthIn)}`,
    `^LL${dots(form.size.heightIn)}`,
    '^LH0,0',
    ...body,
    `^PQ${copies},0,1,Y`,
    '^XZ',
    '',
  ].join('\n');
}
