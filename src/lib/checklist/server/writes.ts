import { and, eq, sql } from 'drizzle-orm';
import { createNotification } from '@/lib/server/notify/notify';
import { RESOURCES } from '@/lib/i18n';
import { ConflictError, InputError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import type { RecordActor } from '@/lib/server/api/actor';
import { assetPath } from '@/lib/checklist/rules';
import type { Asset, ChecklistItem, InspectionInput } from '@/lib/checklist/schemas';
import { activeItems, maintenanceRecipients } from './store';
import { checklistAnswers, checklistAssets, checklistClearances, checklistInspections, checklistItems } from './tables';

/** Every active item answered once, a comment with every Not OK; else the refused fields (answers.<n>.comment ...). */
export function checkAnswers(input: InspectionInput, items: ChecklistItem[]): void {
  const fields = [];
  const given = new Map(input.answers.map((a) => [a.itemId, a]));
  items.forEach((item, n) => {
    const answer = given.get(item.id);
    if (!answer) fields.push({ field: `answers.${n}.answer`, code: 'required', message: `Answer '${item.textEn}'.` });
    else if (answer.answer === 'not-ok' && !answer.comment)
      fields.push({ field: `answers.${n}.comment`, code: 'comment-required', message: `Say what is wrong with '${item.textEn}'.` });
  });
  const unknown = input.answers.filter((a) => !items.some((i) => i.id === a.itemId));
  if (unknown.length > 0)
    fields.push({
      field: 'answers',
      code: 'invalid',
      message: `Items ${unknown.map((u) => u.itemId).join(', ')} are not on this checklist.`,
    });
  if (fields.length > 0) throw new InputError(fields.map((f) => `${f.field}: ${f.message}`).join('; '), { fields });
}

/**
 * Stores a checklist (one per asset per shift). A Not OK item puts the asset out of service and tells
 * the maintenance group, in the same transaction.
 */
export async function recordInspection(
  tx: Tx,
  asset: Asset,
  input: InspectionInput,
  actor: RecordActor,
): Promise<{ id: number; notOk: boolean }> {
  const items = await activeItems(tx, asset.kind);
  checkAnswers(input, items);
  const notOkItems = items.filter((item) => input.answers.find((a) => a.itemId === item.id)?.answer === 'not-ok');
  const [row] = await tx
    .insert(checklistInspections)
    .values({
      assetNumber: asset.assetNumber,
      shiftDate: input.shiftDate,
      shift: input.shift,
      notOk: notOkItems.length > 0,
      empId: actor.empId,
    })
    .onConflictDoNothing()
    .returning({ id: checklistInspections.id });
  if (!row)
    throw new ConflictError(`Asset ${asset.assetNumber} already has a checklist for shift ${input.shift} of ${input.shiftDate}.`, {
      code: 'already-inspected',
    });
  await tx.insert(checklistAnswers).values(
    items.map((item) => {
      const a = input.answers.find((x) => x.itemId === item.id)!;
      return { inspectionId: row.id, itemId: item.id, textEn: item.textEn, textEs: item.textEs, answer: a.answer, comment: a.comment };
    }),
  );
  if (notOkItems.length > 0) {
    const reason = notOkItems.map((item) => `${item.textEn}: ${input.answers.find((a) => a.itemId === item.id)!.comment}`).join('; ');
    await tx
      .update(checklistAssets)
      .set({
        outOfService: true,
        outOfServiceSince: sql`coalesce(${checklistAssets.outOfServiceSince}, now())`,
        outOfServiceReason: reason.slice(0, 1000),
      })
      .where(eq(checklistAssets.assetNumber, asset.assetNumber));
    const reasonIn = (lang: 'en' | 'es'): string =>
      notOkItems
        .map((item) => `${lang === 'es' ? item.textEs : item.textEn}: ${input.answers.find((a) => a.itemId === item.id)!.comment}`)
        .join('; ');
    const kind = (RESOURCES.es.checklist.kinds as Record<string, string>)[asset.kind];
    const message = {
      key: 'outOfService',
      values: {
        kind: { en: (RESOURCES.en.checklist.kinds as Record<string, string>)[asset.kind] ?? asset.kind, es: kind ?? asset.kind },
        asset: asset.assetNumber,
        department: asset.department,
        reason: { en: reasonIn('en'), es: reasonIn('es') },
      },
    };
    for (const username of await maintenanceRecipients(tx)) {
      await createNotification(tx, { username, message, action: assetPath(asset.assetNumber, asset.kind) });
    }
  }
  return { id: row.id, notOk: notOkItems.length > 0 };
}

/** Maintenance puts an out-of-service asset back in service, with a note. */
export async function clearAsset(tx: Tx, assetNumber: string, note: string, actor: RecordActor): Promise<void> {
  const [cleared] = await tx
    .update(checklistAssets)
    .set({ outOfService: false, outOfServiceSince: null, outOfServiceReason: null })
    .where(and(eq(checklistAssets.assetNumber, assetNumber), eq(checklistAssets.outOfService, true)))
    .returning({ assetNumber: checklistAssets.assetNumber });
  if (!cleared) throw new ConflictError(`Asset ${assetNumber} is in service.`, { code: 'in-service' });
  await tx.insert(checklistClearances).values({ assetNumber, note, empId: actor.empId });
}

/** Replaces a kind's active items (Maintenance_Manager): the old ones stay, inactive, for the history. */
export async function saveItems(tx: Tx, kind: string, items: { textEn: string; textEs: string }[]): Promise<void> {
  const current = await activeItems(tx, kind);
  await tx.update(checklistItems).set({ active: false }).where(eq(checklistItems.kind, kind));
  for (const [position, item] of items.entries()) {
    const same = current.find((c) => c.textEn === item.textEn && c.textEs === item.textEs);
    if (same)
      await tx
        .update(checklistItems)
        .set({ active: true, position: position + 1 })
        .where(eq(checklistItems.id, same.id));
    else await tx.insert(checklistItems).values({ kind, position: position + 1, textEn: item.textEn, textEs: item.textEs });
  }
}
