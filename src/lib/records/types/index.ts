import type { RecordTypeDef } from '@/lib/records/engine/definition';
import { correctiveAction } from './corrective-action/definition';
import { materialDeviation, processDeviation } from './deviations/definition';
import { dmr } from './dmr/definition';
import { internalCa } from './internal-ca/definition';
import { materialNonConformance } from './material-non-conformance/definition';
import { nonConformance } from './non-conformance/definition';
import { qaAlert } from './qa-alert/definition';
import { stopAudit } from './stop-audit/definition';
import { downtime } from './downtime/definition';
import { suggestionBox } from './suggestion-box/definition';

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
  downtime,
  suggestionBox,
];
