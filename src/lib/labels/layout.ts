import { READABLE_PT, ptIn, textHeight } from './geometry';
import type { LabelBarcodeElement, LabelBox, LabelElement, LabelOperationsElement, LabelTextElement } from './types';

/** Options of a text element besides its box and text. */
export type TextOptions = Omit<LabelTextElement, 'kind' | 'text' | keyof LabelBox>;

/** A text element in a box; its height is what its size, lines and caption need. */
export function text(x: number, y: number, w: number, value: string, options: TextOptions): LabelTextElement {
  return { kind: 'text', x, y, w, h: textHeight(options.pt, options.lines ?? 1, options.caption !== undefined), text: value, ...options };
}

/** A barcode element; a Code 128 symbol keeps room under its bars for the readable text. */
export function barcode(box: LabelBox, symbology: LabelBarcodeElement['symbology'], value: string, readable?: string): LabelBarcodeElement {
  return { kind: 'barcode', ...box, symbology, value, ...(readable === undefined ? {} : { readable }) };
}

/** Height of the readable text under a Code 128 symbol. */
export const READABLE_H = ptIn(READABLE_PT) * 1.2;

/** A routing's operation rows. */
export function operations(box: LabelBox, field: string, value: string, rowHeight: number): LabelOperationsElement {
  return { kind: 'operations', ...box, field, value, rowHeight };
}

/** A builder that stacks elements down a column, so a form reads top to bottom. */
export class Column {
  readonly elements: LabelElement[] = [];
  constructor(
    readonly x: number,
    public y: number,
    readonly w: number,
  ) {}

  /** A text across the column. */
  text(value: string, options: TextOptions): this {
    const element = text(this.x, this.y, this.w, value, options);
    this.elements.push(element);
    this.y += element.h;
    return this;
  }

  /** Texts side by side, sharing the column's width by `parts` (e.g. [2, 1]). */
  row(cells: readonly { readonly part: number; readonly value: string; readonly options: TextOptions }[]): this {
    const total = cells.reduce((sum, c) => sum + c.part, 0);
    const gap = 0.1;
    let x = this.x;
    let bottom = this.y;
    for (const cell of cells) {
      const w = ((this.w - gap * (cells.length - 1)) * cell.part) / total;
      const element = text(x, this.y, w, cell.value, cell.options);
      this.elements.push(element);
      bottom = Math.max(bottom, this.y + element.h);
      x += w + gap;
    }
    this.y = bottom;
    return this;
  }

  /** A Code 128 symbol across the column, `h` tall with its readable text. */
  code128(value: string, h: number, readable?: string): this {
    this.elements.push(barcode({ x: this.x, y: this.y, w: this.w, h }, 'code128', value, readable));
    this.y += h;
    return this;
  }

  /** A horizontal rule across the column. */
  rule(): this {
    this.y += 0.04;
    this.elements.push({ kind: 'rule', x: this.x, y: this.y, w: this.w, h: 0.02 });
    this.y += 0.08;
    return this;
  }

  /** Empty space. */
  gap(h: number): this {
    this.y += h;
    return this;
  }

  /** Any element placed by hand (the column does not move). */
  add(element: LabelElement): this {
    this.elements.push(element);
    return this;
  }
}
