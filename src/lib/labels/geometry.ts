import type { LabelTextElement } from './types';

/** Advance of one character of the label font (monospace): 0.6 em. */
export const CHAR_EM = 0.6;
/** Line height of label text, in em. */
export const LINE_EM = 1.15;
/** Caption size above a text, in points. */
export const CAPTION_PT = 7;
/** Human-readable text under a barcode, in points. */
export const READABLE_PT = 9;
/** Quiet zone each side of a Code 128 symbol, in modules; around a QR code. */
export const QUIET = { code128: 10, qrcode: 4 } as const;

/** Points to inches. */
export const ptIn = (pt: number): number => pt / 72;

/** Height a text element needs: its caption and its lines. */
export function textHeight(pt: number, lines = 1, caption = false): number {
  return (caption ? ptIn(CAPTION_PT) * LINE_EM : 0) + ptIn(pt) * LINE_EM * lines;
}

/** Characters that fit on one line of a text element. */
export function charsPerLine(element: Pick<LabelTextElement, 'w' | 'pt'>): number {
  return Math.floor(element.w / (ptIn(element.pt) * CHAR_EM) + 1e-9);
}

/**
 * Modules of a Code 128 symbol of `length` characters at most (code set B, no compression):
 * start, data, check and stop characters of 11 modules, and the 2-module stop bar.
 * @example code128Modules(1) // 46
 */
export function code128Modules(length: number): number {
  return 11 * (length + 3) + 2;
}

/**
 * Printer dots per module of a Code 128 symbol `modules` wide in a box `widthIn` wide, at most
 * `maxDots` (so bars are a whole number of dots); 0 when even one dot per module does not fit.
 */
export function code128Dots(modules: number, widthIn: number, dpi: number, maxDots: number): number {
  return Math.max(0, Math.min(maxDots, Math.floor((widthIn * dpi) / (modules + 2 * QUIET.code128))));
}

/** Dots per module of a QR symbol `modules` square in a square of `sideIn`, at most `maxDots`. */
export function qrDots(modules: number, sideIn: number, dpi: number, maxDots: number): number {
  return Math.max(0, Math.min(maxDots, Math.floor((sideIn * dpi) / (modules + 2 * QUIET.qrcode))));
}

/** Advance a wrapped line is measured by: the label fonts as Chromium draws them at small sizes (DejaVu Sans Mono at 8 pt: 0.613 em), with room to spare. */
export const WRAP_EM = 0.625;

/** Characters a wrapped line of a text element holds, measured by `WRAP_EM` so a full line never passes its box. */
export function lineChars(element: Pick<LabelTextElement, 'w' | 'pt'>): number {
  return Math.floor(element.w / (ptIn(element.pt) * WRAP_EM) + 1e-9);
}

/**
 * The lines a text takes in a box `chars` characters wide: words wrapped at spaces (the spaces before a
 * break hang), a word longer than a line broken anywhere. The preview, the print and the ZPL all draw
 * these lines, so what `validateLabel` accepts fits its box in each.
 * @example wrapText('TUBE-3.00  3.00 OD X .25 WALL', 14) // ['TUBE-3.00', '3.00 OD X .25', 'WALL']
 */
export function wrapText(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const [, word = '', spaces = ''] of text.matchAll(/(\S+)(\s*)/g)) {
    let rest = word;
    if (line !== '' && line.length + rest.length > chars) {
      lines.push(line.trimEnd());
      line = '';
    }
    while (line === '' && rest.length > chars) {
      lines.push(rest.slice(0, chars));
      rest = rest.slice(chars);
    }
    line += rest + spaces;
  }
  if (line.trimEnd() !== '' || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
