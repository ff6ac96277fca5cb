import type { RecordTypeDef } from '@/lib/records/engine/definition';
import { correctiveAction } from './corrective-action';
import { materialDeviation, processDeviation } from './deviations';
import { dmr } from './dmr';
import { internalCa } from './internal-ca';
import { materialNonConformance } from './material-non-conformance';
import { nonConformance } from './non-conformance';
import { qaAlert } from './qa-alert';
import { stopAudit } from './stop-audit';

/** Every record type of the portal: one definition each (see README 'Adding an application'). */
export const RECORD_TYPES: readonly RecordTypeDef[] = [
  correctiveAction,
  internalCa,
  nonConformance,
  materialNonConformance,
  qaAlert,
  stopAudit,
  materialDeviation,
  processDeviation,
  dmr,
];
