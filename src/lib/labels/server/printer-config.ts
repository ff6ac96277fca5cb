import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { envSchema } from '@/lib/config/config';
import { PRINTER_PROFILES, printersFileSchema, profilesFromConfig, type PrinterProfile } from '@/lib/labels/printers';

/** The file name of the plant's printer list in DATA_DIR. */
export const PRINTERS_FILE_NAME = 'label-printers.json';

/** Where the plant's printer list is: `<DATA_DIR>/label-printers.json`. */
export function labelPrintersFile(): string {
  return path.join(envSchema.shape.DATA_DIR.parse(process.env['DATA_DIR']), PRINTERS_FILE_NAME);
}

let cache: { file: string; mtimeMs: number; size: number; profiles: readonly PrinterProfile[] } | null = null;

/**
 * The printers to offer: the plant's list when `label-printers.json` is in DATA_DIR (read again
 * whenever the file changes, so an edit applies at the next page without a restart), else the demo
 * set. A file that does not validate is logged with its reasons and the last good list is kept.
 */
export function labelPrinters(file = labelPrintersFile()): readonly PrinterProfile[] {
  let stat: { mtimeMs: number; size: number };
  try {
    stat = statSync(file);
  } catch {
    return PRINTER_PROFILES;
  }
  if (cache && cache.file === file && cache.mtimeMs === stat.mtimeMs && cache.size === stat.size) return cache.profiles;
  let profiles: readonly PrinterProfile[] = cache?.file === file ? cache.profiles : PRINTER_PROFILES;
  try {
    const parsed = printersFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) profiles = profilesFromConfig(parsed.data);
    else console.error(`labels: ${file} is not used: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  } catch (error) {
    console.error(`labels: ${file} is not used: ${error instanceof Error ? error.message : String(error)}`);
  }
  cache = { file, mtimeMs: stat.mtimeMs, size: stat.size, profiles };
  return profiles;
}
