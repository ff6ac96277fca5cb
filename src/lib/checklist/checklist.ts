import { z } from 'zod';
import { dateField } from '@/lib/forms/date-field';
import { shiftField } from '@/lib/forms/number-field';

/** The kinds of assets a pre-shift checklist is made for. */
export const ASSET_KINDS = ['hoist', 'crane', 'forklift', 'scissor lift'] as const;
/** One kind of asset. */
export type AssetKind = (typeof ASSET_KINDS)[number];
/** The two checklist applications and the kinds each covers. */
export const CHECKLIST_APPS = {
  hoist: { link: '/hoistchecklist', kinds: ['hoist', 'crane'] },
  lift: { link: '/liftchecklist', kinds: ['forklift', 'scissor lift'] },
} as const;
/** 'hoist' or 'lift'. */
export type ChecklistApp = keyof typeof CHECKLIST_APPS;

/** The application of an asset kind. */
export function appOfKind(kind: string): ChecklistApp {
  return (CHECKLIST_APPS.lift.kinds as readonly string[]).includes(kind) ? 'lift' : 'hoist';
}

/** The page of an asset in its application. */
export function assetPath(assetNumber: string, kind: string): string {
  const query = `asset=${encodeURIComponent(assetNumber)}`;
  return appOfKind(kind) === 'lift' ? `/liftchecklist?${query}` : `/hoistchecklist/asset?${query}`;
}

/** The answers of an item. */
export const ANSWERS = ['ok', 'not-ok', 'na'] as const;
/** Who may edit the items of a checklist. */
export const MAINTENANCE_MANAGER = 'Maintenance_Manager';
/** Who may clear an asset out of service (with the managers). */
export const MAINTENANCE_TECH = 'Maintenance_Tech';

/**
 * The shift of a time of day: 1st from 06:00, 2nd from 14:00, 3rd from 22:00 (it belongs to the day it started).
 * @example shiftAt(new Date('2026-11-22T23:00')) // { date: '2026-11-22', shift: 3 }
 */
export function shiftAt(time: Date): { date: string; shift: 1 | 2 | 3 } {
  const hour = time.getHours();
  const day = new Date(time);
  if (hour < 6) day.setDate(day.getDate() - 1);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return { date, shift: hour >= 6 && hour < 14 ? 1 : hour >= 14 && hour < 22 ? 2 : 3 };
}

/** A filled checklist as the API receives it. */
export const inspectionInputSchema = z.object({
  shiftDate: dateField({ maxAgeDays: 7, message: 'must be a date such as 2026-11-20' }),
  shift: shiftField(),
  answers: z
    .array(
      z.object({
        itemId: z.coerce.number().int().positive(),
        answer: z.enum(ANSWERS, { message: 'must be OK, Not OK or N/A' }),
        comment: z.string().trim().max(500, { message: 'must be at most 500 characters' }).default(''),
      }),
    )
    .max(100),
});
/** The typed input of a checklist. */
export type InspectionInput = z.infer<typeof inspectionInputSchema>;

/** The items of a checklist as Maintenance_Manager saves them (English and Spanish text). */
export const itemsInputSchema = z.object({
  items: z
    .array(
      z.object({
        textEn: z.string().trim().min(1, { message: 'must not be empty' }).max(200, { message: 'must be at most 200 characters' }),
        textEs: z.string().trim().min(1, { message: 'must not be empty' }).max(200, { message: 'must be at most 200 characters' }),
      }),
    )
    .min(1, { message: 'must hold at least one item' })
    .max(40, { message: 'must hold at most 40 items' }),
});

/** An asset as the API answers it. */
export const assetSchema = z.object({
  assetNumber: z.string(),
  plant: z.string(),
  department: z.string(),
  kind: z.enum(ASSET_KINDS),
  description: z.string(),
  outOfService: z.boolean(),
  outOfServiceSince: z.string().nullable(),
  outOfServiceReason: z.string().nullable(),
  lastInspection: z.object({ shiftDate: z.string(), shift: z.number().int(), by: z.string(), notOk: z.boolean() }).nullable(),
});
/** An asset as the API answers it. */
export type Asset = z.infer<typeof assetSchema>;

/** A checklist item. */
export const checklistItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSET_KINDS),
  position: z.number().int(),
  textEn: z.string(),
  textEs: z.string(),
});
/** A checklist item. */
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** One event of an asset's history: a checklist with its answers, or a clearance. */
export const assetEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('inspection'),
    id: z.number().int(),
    at: z.string(),
    by: z.string(),
    shiftDate: z.string(),
    shift: z.number().int(),
    notOk: z.boolean(),
    answers: z.array(
      z.object({ itemId: z.number().int(), textEn: z.string(), textEs: z.string(), answer: z.enum(ANSWERS), comment: z.string() }),
    ),
  }),
  z.object({ type: z.literal('clearance'), id: z.number().int(), at: z.string(), by: z.string(), note: z.string() }),
]);
/** One event of an asset's history. */
export type AssetEvent = z.infer<typeof assetEventSchema>;

/** An asset's page: the asset, its checklist items, its history (newest first) and whether the caller may clear it. */
export const assetPageSchema = z.object({
  asset: assetSchema,
  items: z.array(checklistItemSchema),
  history: z.array(assetEventSchema),
  mayClear: z.boolean(),
});
/** An asset's page. */
export type AssetPage = z.infer<typeof assetPageSchema>;

/** The answer to a recorded checklist: its id and whether any item was Not OK. */
export const inspectionResultSchema = z.object({ id: z.number().int(), notOk: z.boolean() });
/** The answer to a recorded checklist. */
export type InspectionResult = z.infer<typeof inspectionResultSchema>;

/**
 * Why an out-of-service asset is out, in the reader's language: the Not OK items of the newest
 * checklist that found any (each item's text as it was asked, in en or es) with their comments; null
 * when the history holds no such checklist (then the stored English reason is all there is).
 */
export function outOfServiceReasonOf(history: readonly AssetEvent[], lang: string): string | null {
  const found = history.find((e): e is Extract<AssetEvent, { type: 'inspection' }> => e.type === 'inspection' && e.notOk);
  const notOk = (found?.answers ?? []).filter((a) => a.answer === 'not-ok').sort((a, b) => a.itemId - b.itemId);
  if (notOk.length === 0) return null;
  return notOk.map((a) => `${lang === 'es' ? a.textEs : a.textEn}: ${a.comment}`).join('; ');
}
