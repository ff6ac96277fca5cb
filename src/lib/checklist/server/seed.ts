import { count, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { daysAgo, seededRandom, shiftTime } from '@/lib/server/db/seed-random';
import type { AssetKind } from '@/lib/checklist/schemas';
import { addEquipment } from '@/lib/plant-data/equipment.server';
import { checklistAnswers, checklistAssets, checklistInspections, checklistItems } from './tables';

const HOIST_ITEMS: [string, string][] = [
  ['Hook and latch undamaged', 'Gancho y pestillo sin daños'],
  ['Chain or wire rope free of kinks, wear and stretch', 'Cadena o cable sin dobleces, desgaste ni estiramiento'],
  ['Upper and lower limit switches stop the hook', 'Los interruptores de límite superior e inferior detienen el gancho'],
  ['Brake holds the load', 'El freno sostiene la carga'],
  ['Pendant buttons and emergency stop work', 'Botonera y paro de emergencia funcionan'],
  ['Capacity label readable', 'Etiqueta de capacidad legible'],
];
/** The seeded items of each kind's checklist: [English, Spanish]. */
export const ITEMS: Record<AssetKind, [string, string][]> = {
  hoist: HOIST_ITEMS,
  crane: [...HOIST_ITEMS, ['Trolley and bridge travel smoothly', 'El carro y el puente se desplazan suavemente']],
  forklift: [
    ['Forks, chains and mast undamaged', 'Horquillas, cadenas y mástil sin daños'],
    ['Tires and wheels in good condition', 'Llantas y ruedas en buen estado'],
    ['Horn, lights and backup alarm work', 'Claxon, luces y alarma de reversa funcionan'],
    ['Service and parking brakes work', 'Frenos de servicio y de estacionamiento funcionan'],
    ['Steering works without play', 'La dirección funciona sin juego'],
    ['No hydraulic, fuel or battery leaks', 'Sin fugas hidráulicas, de combustible o de batería'],
    ['Seat belt works', 'El cinturón de seguridad funciona'],
  ],
  'scissor lift': [
    ['Guardrails and gate secure', 'Barandales y puerta asegurados'],
    ['Platform controls and emergency stop work', 'Controles de plataforma y paro de emergencia funcionan'],
    ['Emergency lowering works', 'El descenso de emergencia funciona'],
    ['Tires, pothole guards and tilt alarm work', 'Llantas, protecciones antibaches y alarma de inclinación funcionan'],
    ['No hydraulic leaks', 'Sin fugas hidráulicas'],
  ],
};

const PLANTS: [string, string, number[]][] = [
  ['MfgSys', 'SH', [1003, 1004, 1005]],
  ['SPIRITLA', 'SL', [2001, 2002, 2003]],
  ['BGOHIO', 'BG', [3002, 3003, 3004]],
  ['REBUILD', 'MF', [4002, 4003]],
];
/** [suffix, kind, department, description, work center, criticality] of each plant's hoists and lifts. */
const ASSETS: [string, AssetKind, string, string, string, 'A' | 'B' | 'C'][] = [
  ['HST-01', 'hoist', 'Welding', '2 ton chain hoist, weld cell 3', 'WELD', 'B'],
  ['HST-02', 'hoist', 'Assembly', '1 ton chain hoist, assembly line 1', 'ASSY', 'B'],
  ['CRN-01', 'crane', 'Machining', '5 ton bridge crane, machining bay', 'MACH', 'A'],
  ['FLT-01', 'forklift', 'Shipping', '5,000 lb LP forklift', 'SHIP', 'B'],
  ['FLT-02', 'forklift', 'Receiving', '4,000 lb electric forklift', 'RECV', 'C'],
  ['SCL-01', 'scissor lift', 'Maintenance', '19 ft electric scissor lift', 'FAC', 'C'],
];
/** The asset the demo leaves out of service (its last checklist found the chain worn). */
export const OUT_OF_SERVICE_ASSET = 'SL-HST-02';

/** Seeds the assets of each plant, the checklist items, and a week of first and second shift checklists; one asset is out of service. */
export async function seedChecklists(tx: Tx, now = new Date()): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(checklistAssets);
  if ((existing?.n ?? 0) > 0) return false;
  const itemIds = new Map<AssetKind, { id: number; textEn: string; textEs: string }[]>();
  for (const [kind, items] of Object.entries(ITEMS) as [AssetKind, [string, string][]][]) {
    const rows = await tx
      .insert(checklistItems)
      .values(items.map(([textEn, textEs], i) => ({ kind, position: i + 1, textEn, textEs })))
      .returning({ id: checklistItems.id, textEn: checklistItems.textEn, textEs: checklistItems.textEs });
    itemIds.set(kind, rows);
  }
  const r = seededRandom(31);
  for (const [plantId, prefix, inspectors] of PLANTS) {
    // The hoists and lifts are equipment of the one register first; the checklists keep their inspections.
    await addEquipment(
      tx,
      ASSETS.map(([suffix, kind, department, name, workCenter, criticality]) => {
        return { equipmentId: `${prefix}-${suffix}`, plantId, name, kind, cell: null, workCenter, department, criticality };
      }),
    );
    for (const [suffix, kind, department, description] of ASSETS) {
      const assetNumber = `${prefix}-${suffix}`;
      await tx.insert(checklistAssets).values({ assetNumber, plantId, department, kind, description });
      // A week of first and second shift checklists, each done early in its shift, none later than now.
      const done: { shiftDate: string; shift: 1 | 2; at: Date }[] = [];
      for (let day = 7; day >= 0; day--) {
        for (const shift of [1, 2] as const) {
          if (day === 0 && shift === 2) continue;
          if (r.next() < 0.1) continue;
          const at = shiftTime(daysAgo(now, day), shift, r.int(5, 40));
          if (at <= now) done.push({ shiftDate: daysAgo(now, day), shift, at });
        }
      }
      for (const [n, { shiftDate, shift, at }] of done.entries()) {
        // The out-of-service asset's latest checklist found its chain worn.
        const out = assetNumber === OUT_OF_SERVICE_ASSET && n === done.length - 1;
        const [inspection] = await tx
          .insert(checklistInspections)
          .values({ assetNumber, shiftDate, shift, notOk: out, empId: r.pick(inspectors), at })
          .returning({ id: checklistInspections.id });
        const items = itemIds.get(kind)!;
        await tx.insert(checklistAnswers).values(
          items.map((item, i) => ({
            inspectionId: inspection!.id,
            itemId: item.id,
            textEn: item.textEn,
            textEs: item.textEs,
            answer:
              out && i === 1 ? ('not-ok' as const) : kind === 'crane' && i === 6 && r.next() < 0.2 ? ('na' as const) : ('ok' as const),
            comment: out && i === 1 ? 'Chain worn at the load block; links stretched' : '',
          })),
        );
        if (out) {
          await tx
            .update(checklistAssets)
            .set({
              outOfService: true,
              outOfServiceSince: at,
              outOfServiceReason: `${items[1]!.textEn}: Chain worn at the load block; links stretched`,
            })
            .where(eq(checklistAssets.assetNumber, assetNumber));
        }
      }
    }
  }
  return true;
}
