import type { Tx } from '@/lib/server/db/database';
import { equipment } from './equipment-tables';

/** A row of the equipment register as a feature adds it. */
export type NewEquipment = typeof equipment.$inferInsert;

/**
 * Adds equipment to the register, leaving alone the asset numbers it already holds: the checklists'
 * seed adds its hoists and lifts, maintenance its machines, in either order.
 * @example await addEquipment(tx, [{ equipmentId: 'SH-HST-01', plantId: DEFAULT_PLANT, ... }])
 */
export async function addEquipment(tx: Tx, rows: readonly NewEquipment[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(equipment)
    .values([...rows])
    .onConflictDoNothing({ target: equipment.equipmentId });
}
