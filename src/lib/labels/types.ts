/**
 * Types of the label forms: each form is data (size, fields, elements) in
 * src/lib/labels/forms/<form>.ts; pages, barcodes and ZPL are drawn from it.
 * Lengths are inches; font sizes are points; the label font is monospace (0.6 em per character),
 * so a field's maximum length is a width that is known to fit.
 */

/** How a field's value is checked: 'code' is a part, job, bin or serial number (Code 128 safe). */
export type LabelFieldKind = 'text' | 'code' | 'integer' | 'decimal' | 'date' | 'operations';

/** Where a field may be filled from the plant data when it is left empty. */
export type LabelFillSource =
  | { readonly from: 'part'; readonly key: 'description' | 'uom'; readonly by: string }
  | {
      readonly from: 'job';
      readonly key: 'partNum' | 'description' | 'quantity' | 'dueDate' | 'lineDownDate' | 'operations';
      readonly by: string;
    }
  | { readonly from: 'bin'; readonly key: 'warehouseCode' | 'binNum' | 'heatNum'; readonly by: string };

/** One input of a form; `name` is the input's name and the print URL's query parameter. */
export interface LabelField {
  readonly name: string;
  readonly kind: LabelFieldKind;
  readonly required: boolean;
  /** Characters (for 'operations': lines). */
  readonly maxLength: number;
  /** Smallest and largest value of a number field. */
  readonly min?: number;
  readonly max?: number;
  /** Typed by a barcode scanner: Enter moves to the next field. */
  readonly scan?: boolean;
  readonly fill?: LabelFillSource | undefined;
  /** A value the test and the template use to show the form filled. */
  readonly sample: string;
}

/** A box on the label, from its top left corner. */
export interface LabelBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Text: a field's value or fixed text (`{field}` placeholders, `{@word}` for a printed word of the
 * label's language), with an optional caption above (a key of `printed` in public/locales/<lang>/labels.json).
 */
export interface LabelTextElement extends LabelBox {
  readonly kind: 'text';
  readonly text: string;
  readonly caption?: string;
  readonly pt: number;
  /** Lines the text may wrap onto (1 by default). */
  readonly lines?: number;
  readonly align?: 'left' | 'center' | 'right';
  readonly inverse?: boolean;
}

/** A barcode of a value built from fields (`{field}`, `{origin}`), human-readable text under a linear one. */
export interface LabelBarcodeElement extends LabelBox {
  readonly kind: 'barcode';
  readonly symbology: 'code128' | 'qrcode';
  readonly value: string;
  /** Text printed under (Code 128) or beside (QR) the bars; the value itself when absent. */
  readonly readable?: string;
}

/** A line or frame. */
export interface LabelRuleElement extends LabelBox {
  readonly kind: 'rule';
}

/** The operations of a routing: one row per line of the 'operations' field, each with its barcode. */
export interface LabelOperationsElement extends LabelBox {
  readonly kind: 'operations';
  readonly field: string;
  /** Barcode value of one operation (`{jobNum}`, `{oprSeq}`). */
  readonly value: string;
  readonly rowHeight: number;
}

/** Anything drawn on a label. */
export type LabelElement = LabelTextElement | LabelBarcodeElement | LabelRuleElement | LabelOperationsElement;

/** Physical size of a label stock. */
export interface LabelSize {
  readonly widthIn: number;
  readonly heightIn: number;
}

/** One label form: its route segment, size, inputs and drawing. */
export interface LabelForm {
  /** The last segment of its route, e.g. 'bgBin' for /Labels/Forms/bgBin. */
  readonly id: string;
  readonly size: LabelSize;
  readonly fields: readonly LabelField[];
  readonly elements: readonly LabelElement[];
  /**
   * The language the label always prints in, whoever prints it (customer labels in a standard's
   * words); without it the captions follow the printing user's language.
   */
  readonly printLanguage?: 'en';
}

/** Field values by field name. */
export type LabelValues = Readonly<Record<string, string>>;
