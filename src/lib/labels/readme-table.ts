import { LABEL_FORMS } from './index';
import type { LabelForm } from './types';

function barcodes(form: LabelForm): string {
  return form.elements
    .flatMap((e) => {
      if (e.kind === 'barcode') return [`${e.symbology === 'qrcode' ? 'QR' : 'Code 128'} \`${e.value}\``];
      if (e.kind === 'operations') return [`Code 128 per operation \`${e.value}\``];
      return [];
    })
    .join(', ');
}

/** The README's table of the label forms (form, size, fields, bar codes), drawn from the forms' data. */
export function labelFormsTable(): string {
  const rows = Object.values(LABEL_FORMS).map((form) => {
    const fields = form.fields.map((f) => (f.required ? `\`${f.name}\`` : `\`${f.name}\`?`)).join(', ');
    return `| \`${form.id}\` | ${form.size.widthIn} x ${form.size.heightIn} in | ${fields} | ${barcodes(form)} |`;
  });
  return ['| form | size | fields (`?` optional) | bar codes |', '|---|---|---|---|', ...rows].join('\n');
}
