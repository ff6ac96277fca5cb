import { z } from 'zod';
import { PLANT_IDS } from '@/lib/plants/plants';

/** What a registered device is for: a wall board (reads its plant's boards) or a time clock kiosk (records punches). */
export const DEVICE_USES = ['board', 'kiosk'] as const;
/** One of `DEVICE_USES`. */
export type DeviceUse = (typeof DEVICE_USES)[number];

/** The plants a device may be approved for (spec §3). */
export const DEVICE_PLANTS = PLANT_IDS;

/** The letters of a user code as the identity provider makes them (RFC 8628 §6.1: no vowels, no look-alikes). */
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{8}$/;

/**
 * A user code as typed (any case, with or without the dash or spaces) in the provider's form.
 * @example normalizeUserCode('bcdf-ghjk') // 'BCDFGHJK'
 */
export function normalizeUserCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z]/g, '');
}

/**
 * A user code as a person reads it off the board.
 * @example showUserCode('BCDFGHJK') // 'BCDF-GHJK'
 */
export function showUserCode(code: string): string {
  const clean = normalizeUserCode(code);
  return clean.length === 8 ? `${clean.slice(0, 4)}-${clean.slice(4)}` : clean;
}

/** POST /v1/Devices: an administrator approves the device showing `userCode`, for one plant and one use. */
export const deviceApprovalSchema = z.object({
  userCode: z
    .string()
    .transform(normalizeUserCode)
    .refine((code) => USER_CODE.test(code), {
      message: 'must be the 8 letters the device shows, e.g. BCDF-GHJK',
      params: { code: 'user-code-format' },
    }),
  name: z.string().trim().min(1, { message: 'is required' }).max(60, { message: 'must be 60 characters or fewer' }),
  plant: z.enum(DEVICE_PLANTS, { message: 'must be a plant id' }),
  use: z.enum(DEVICE_USES, { message: "must be 'board' or 'kiosk'" }),
  /** The info board playlist a board shows (boards only; none: the plant's day by hour). */
  playlistId: z.coerce.number().int().positive().nullable().optional(),
});
/** The approval as the API reads it. */
export type DeviceApproval = z.output<typeof deviceApprovalSchema>;

/** A registered device as the API answers it (GET /v1/Devices). */
export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  plant: z.string(),
  use: z.enum(DEVICE_USES),
  playlistId: z.number().int().nullable(),
  approvedBy: z.string(),
  approvedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** The portal version the device last ran (the board's version check). */
  version: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
/** One registered device. */
export type Device = z.infer<typeof deviceSchema>;

/** What approving a board needs of an info board playlist (GET /v1/Boards/Playlists answers these and its slides). */
export const playlistChoiceSchema = z.object({ id: z.number().int(), plant: z.string(), name: z.string() });
/** A playlist to approve a board with. */
export type PlaylistChoice = z.infer<typeof playlistChoiceSchema>;
