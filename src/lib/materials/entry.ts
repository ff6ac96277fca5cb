import type { ApiError } from '@/lib/api/errors';
import type { JobAssembly, JobDetail, JobMaterial } from './schemas';

/**
 * The order of entry of Issue Material (spec §5 job entry checks), pure: each step names the check
 * that stops it, as a key of the materials.issue.checks texts.
 */

/** Keys of the texts under materials.issue.checks. */
export type CheckKey =
  | 'noGroup'
  | 'noJob'
  | 'noAssembly'
  | 'noMaterial'
  | 'noBin'
  | 'jobMissing'
  | 'backflush'
  | 'binQty'
  | 'notAuthorized'
  | 'quantity'
  | 'heatRequired'
  | 'binMissing'
  | 'failed';

/** What has been entered so far. */
export interface Entry {
  group: string;
  job: JobDetail | null;
  assembly: JobAssembly | null;
  material: JobMaterial | null;
  bin: { warehouseCode: string; binNum: string } | null;
  quantity: string;
}

/** The check stopping a step, or null when the step may be taken. */
export function checkStep(step: 'job' | 'assembly' | 'material' | 'bin' | 'submit', entry: Entry): CheckKey | null {
  if (!entry.group) return 'noGroup';
  if (step === 'job') return null;
  if (!entry.job) return 'noJob';
  if (step === 'assembly') return null;
  if (!entry.assembly) return 'noAssembly';
  if (step === 'material') return null;
  if (!entry.material || entry.job.status === 'complete') return 'noMaterial';
  if (entry.material.backflush) return 'backflush';
  if (step === 'bin') return null;
  if (!entry.bin) return 'noBin';
  return parseQuantity(entry.quantity) === null ? 'quantity' : null;
}

/**
 * A typed quantity: above zero, at most 4 decimals; a comma is read as the decimal point.
 * @example parseQuantity('2,5') // 2.5
 */
export function parseQuantity(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value <= 0 || Math.round(value * 10_000) !== value * 10_000) return null;
  return value;
}

/** The field and check key of an API refusal of an issue, so the screen places and translates it. */
export function refusalOf(error: ApiError): { field: string; key: CheckKey; vars: Record<string, string> } {
  const field = error.fields[0]?.field ?? 'form';
  const code = error.fields[0]?.code ?? error.code;
  switch (code) {
    case 'bin-quantity':
      return {
        field: 'quantity',
        key: 'binQty',
        vars: { available: String(error.body['available'] ?? 0), tried: String(error.body['tried'] ?? '') },
      };
    case 'backflushed':
      return { field: 'mtlSeq', key: 'backflush', vars: {} };
    case 'inactive-material':
      return { field: 'mtlSeq', key: 'noMaterial', vars: {} };
    case 'heat-required':
      return { field: 'bin', key: 'heatRequired', vars: {} };
    case 'job-not-found':
      return { field: 'job', key: 'jobMissing', vars: {} };
    case 'over-issue-not-allowed':
      return { field: 'form', key: 'notAuthorized', vars: {} };
    default:
      return { field, key: 'failed', vars: {} };
  }
}

/**
 * How an issue refused when the outbox finally sends it is said, by error code, in the person's
 * language (the same texts as `refusalOf`), for `sendOrKeep`'s `says`.
 */
export function issueRefusalTexts(checks: Record<CheckKey, string>, confirm: string, job: string): Record<string, string> {
  return {
    'bin-quantity': checks.binQty,
    backflushed: checks.backflush,
    'inactive-material': checks.noMaterial,
    'heat-required': checks.heatRequired,
    'job-not-found': checks.jobMissing.replace('{{job}}', job),
    'over-issue-not-allowed': checks.notAuthorized,
    'confirmation-required': confirm,
  };
}
