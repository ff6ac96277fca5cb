import { z } from 'zod';
import { partNumSchema, jobNumSchema } from './schemas';
import { quantityField } from '@/lib/forms/number-field';

/** Move requests and short ends: the contract shared by the API and the screens. */

import { MOVE_TYPES } from './constants';

export { MOVE_TYPES } from './constants';
/** Move statuses; 'returned': a handler sent it back to the requester, who sees why. */
export const MOVE_STATUSES = ['open', 'taken', 'done', 'cancelled', 'returned'] as const;
/** The spec's move request messages (§5) and hint. */
export const MOVE_MESSAGES = {
  fromBin: 'Please enter a valid from bin number.',
  toBin: 'Please enter a valid to bin number.',
  moveType: 'Please select a move type.',
  plant: 'Please select a plant.',
  unknownHint: 'Please enter X if the location is unknown',
  created: 'Move Request Created',
  needByPast: 'The need-by date and time is already past. Please enter a time to come.',
} as const;

/**
 * The spec's bin message (§5, said for an issue) for a move request asking more than its bin holds.
 * @example binMoveMessage(20, 999999) // 'Bin only has a qty of 20 and you tried to move 999999. Please reduce the move amount and try again.'
 */
export function binMoveMessage(available: number, tried: number): string {
  return `Bin only has a qty of ${available} and you tried to move ${tried}. Please reduce the move amount and try again.`;
}

const text = (max: number) => z.string().trim().max(max);
const location = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(20, { error: message })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: message });

/** Body of POST /v1/MoveRequests; STK needs part, quantity and warehouses, OTHER a move type. */
export const moveRequestSchema = z
  .object({
    formType: z.enum(['STK', 'OTHER']),
    plant: z.string({ error: MOVE_MESSAGES.plant }).trim().min(1, { error: MOVE_MESSAGES.plant }).max(20, { error: MOVE_MESSAGES.plant }),
    moveType: text(40).optional(),
    partNum: partNumSchema.optional(),
    quantity: quantityField({ max: 10_000_000, decimals: 4 }).optional(),
    fromWarehouse: text(20).optional(),
    fromBin: location(MOVE_MESSAGES.fromBin),
    toWarehouse: text(20).optional(),
    toBin: location(MOVE_MESSAGES.toBin),
    workCenter: text(40).optional(),
    group: text(40).optional(),
    jobNum: jobNumSchema.optional(),
    needBy: z.iso.datetime({ offset: true }),
    notes: text(500).optional(),
    reference: text(100).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.formType === 'OTHER' && !(MOVE_TYPES as readonly string[]).includes(body.moveType ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['moveType'], message: MOVE_MESSAGES.moveType, params: { code: 'move-type' } });
    }
    if (body.formType === 'STK') {
      if (!body.partNum)
        ctx.addIssue({ code: 'custom', path: ['partNum'], message: 'Enter the part to move.', params: { code: 'required' } });
      if (body.quantity === undefined)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter the quantity to move.', params: { code: 'required' } });
    }
  });
/** Body of POST /v1/MoveRequests. */
export type MoveRequestInput = z.infer<typeof moveRequestSchema>;

/** A move request as the API answers it. */
export const moveRequestRowSchema = z.object({
  id: z.number().int(),
  plant: z.string(),
  formType: z.string(),
  moveType: z.string(),
  partNum: z.string().nullable(),
  quantity: z.number().nullable(),
  /** The part's unit of measure ('IN', 'EA', ...); null for a move of no part. */
  uom: z.string().nullable(),
  fromWarehouse: z.string().nullable(),
  fromBin: z.string(),
  toWarehouse: z.string().nullable(),
  toBin: z.string(),
  workCenter: z.string().nullable(),
  group: z.string().nullable(),
  jobNum: z.string().nullable(),
  lineDown: z.boolean(),
  needBy: z.string(),
  notes: z.string(),
  reference: z.string(),
  status: z.enum(MOVE_STATUSES),
  requestedBy: z.string(),
  takenBy: z.string().nullable(),
  /** The requester's name from the company directory ('Tom Wilson'); null when the directory does not hold the username. */
  requestedByName: z.string().nullable(),
  /** The taker's name from the company directory; null when nobody took it or the directory does not hold the username. */
  takenByName: z.string().nullable(),
  createdAt: z.string(),
});
/** A move request. */
export type MoveRequestRow = z.infer<typeof moveRequestRowSchema>;

/** Body of PATCH /v1/MoveRequests/{id}. */
export const movePatchSchema = z.object({
  status: z.enum(['taken', 'done', 'cancelled', 'returned']),
  /** Why it is cancelled or sent back: the requester reads it in their bell (needed unless they cancel their own). */
  reason: text(300).optional(),
});

/** Body of POST /v1/ShortEnds. */
export const shortEndSchema = z.object({
  jobNum: jobNumSchema,
  assemblySeq: z.number().int().min(0).max(999),
  mtlSeq: z.number().int().min(1).max(99_999),
  pieces: z.number().int().min(1).max(999),
  lengthIn: quantityField({ max: 480, decimals: 4, unit: 'in' }),
  decision: z.enum(['KEEP', 'DISPOSE']),
  binNum: text(20).optional(),
  heatNum: text(30).optional(),
});
/** Body of POST /v1/ShortEnds. */
export type ShortEndInput = z.infer<typeof shortEndSchema>;

/** The answer to a new move request: its id. */
export const moveCreatedSchema = z.object({ id: z.number().int() });

/** A move request's new status. */
export const moveStatusSchema = z.object({ id: z.number(), status: z.string() });

/** The answer to recorded short ends: the row and its transaction. */
export const shortEndsRecordedSchema = z.object({ id: z.number().int(), tranId: z.number().int() });

/** A short-end bin of a plant and what it holds. */
export const shortEndBinSchema = z.object({
  warehouseCode: z.string(),
  binNum: z.string(),
  partNum: z.string().nullable(),
  heatNum: z.string().nullable(),
  lengthIn: z.number().nullable(),
});
