import { formatOperations } from './operations';
import type { LabelFillSource, LabelForm, LabelValues } from './types';

/** What a job tells a label (the fields of `GET /v1/Jobs/{jobNum}` that labels use). */
export interface PlantJob {
  readonly partNum: string;
  readonly description: string;
  readonly quantity: number;
  readonly dueDate: string | null;
  readonly lineDownDate: string | null;
  readonly operations: readonly { readonly oprSeq: number | string; readonly resourceGroup: string; readonly workCenter: string }[];
}

/** What a part tells a label (`GET /v1/Parts/{partNum}`). */
export interface PlantPart {
  readonly description: string;
  readonly uom: string;
}

/** Where a part lies (`GET /v1/Parts/{partNum}/Bins`), the first bin holding it. */
export interface PlantBin {
  readonly warehouseCode: string;
  readonly binNum: string;
  readonly heatNum: string | null;
}

/** The plant data a label may be filled from; each answers null when it knows nothing. */
export interface PlantDataSource {
  job(jobNum: string): Promise<PlantJob | null>;
  part(partNum: string): Promise<PlantPart | null>;
  bin(partNum: string): Promise<PlantBin | null>;
}

const ORDER: readonly LabelFillSource['from'][] = ['job', 'part', 'bin'];

function pick(source: LabelFillSource, job: PlantJob | null, part: PlantPart | null, bin: PlantBin | null): string {
  if (source.from === 'job' && job) {
    if (source.key === 'operations')
      return formatOperations(
        job.operations.map((op) => ({ oprSeq: String(op.oprSeq), resourceGroup: op.resourceGroup, workCenter: op.workCenter })),
      );
    const value = job[source.key];
    return value === null ? '' : String(value).slice(0, source.key.endsWith('Date') ? 10 : undefined);
  }
  if (source.from === 'part' && part) return part[source.key];
  if (source.from === 'bin' && bin) return bin[source.key] ?? '';
  return '';
}

/**
 * The values with empty fields filled from the plant data: a job fills its part, quantity and
 * dates, then a part its description and unit, then the part's bin its warehouse, bin and heat.
 * Typed values are never replaced; a source that answers null leaves the field for the user.
 */
export async function fillLabelValues(form: LabelForm, values: LabelValues, source: PlantDataSource): Promise<Record<string, string>> {
  const filled: Record<string, string> = { ...values };
  for (const from of ORDER) {
    const fields = form.fields.filter((f) => f.fill?.from === from && (filled[f.name] ?? '') === '');
    const keys = [...new Set(fields.map((f) => filled[f.fill?.by ?? ''] ?? ''))].filter((k) => k !== '');
    if (keys.length === 0) continue;
    for (const key of keys) {
      const [job, part, bin] = await Promise.all([
        from === 'job' ? source.job(key) : null,
        from === 'part' ? source.part(key) : null,
        from === 'bin' ? source.bin(key) : null,
      ]);
      for (const f of fields) if (f.fill && filled[f.fill.by] === key) filled[f.name] = pick(f.fill, job, part, bin);
    }
  }
  return filled;
}
