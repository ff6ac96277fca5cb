import type { RecordTypeDef } from '@/lib/records/engine/definition';
import { correctiveAction } from './corrective-action';

/** Every record type of the portal: one definition each (see README 'Adding an application'). */
export const RECORD_TYPES: readonly RecordTypeDef[] = [correctiveAction];
