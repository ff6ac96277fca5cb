/** The materials contract's fixed values, without zod, so islands import them without the validator. */

export { JOB_STATUSES, type JobStatus } from '@/lib/plant-data/constants';

/** What an over-issue may need confirmed (spec §5, thresholds of §9). */
export const CONFIRMATIONS = ['double-issue', 'over110', 'over120', 'over130'] as const;
/** One confirmation of an issue. */
export type Confirmation = (typeof CONFIRMATIONS)[number];

/** Move types of an OTHER move request (spec §9). */
export const MOVE_TYPES = [
  'Chip Dumpster',
  'Pallet',
  'Move Parts',
  'Cut Board',
  'Banding Material',
  'Job Move',
  'Rework',
  'Other',
] as const;

/** Limits of a measurement of bar or tube stock: pieces per entry and inches per piece (a bar is bought 240 in). */
export const MEASURE_LIMITS = { maxPieces: 999, maxLengthIn: 480 } as const;

/** The sub-application of the queue's supervisors: they may cancel anyone's move request and finish one another handler took. */
export const QUEUE_SUPERVISOR = 'MaterialQueue_Supervisor';
