import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import type { PlantLabor } from '@/lib/labor/schemas';
import { laborPlantRules, laborShifts } from './tables';

const TTL_MS = 60_000;
// By plant for the process: the rules are seeded, not edited through the API, and every punch needs them.
const byPlant = new Map<string, { at: number; value: PlantLabor | null }>();

/** A plant's shifts and pay rule, or null when the plant has none; kept a minute. */
export async function plantLabor(db: Database | Tx, plant: string): Promise<PlantLabor | null> {
  const kept = byPlant.get(plant);
  if (kept && Date.now() - kept.at < TTL_MS) return kept.value;
  const [rule] = await db.select().from(laborPlantRules).where(eq(laborPlantRules.plantId, plant));
  const shifts = rule
    ? await db
        .select({ shift: laborShifts.shift, startMinute: laborShifts.startMinute, endMinute: laborShifts.endMinute })
        .from(laborShifts)
        .where(eq(laborShifts.plantId, plant))
        .orderBy(laborShifts.shift)
    : [];
  const value: PlantLabor | null = rule
    ? {
        plant,
        timeZone: rule.timeZone,
        shifts,
        autoLunchMinutes: rule.autoLunchMinutes,
        autoLunchAfterMinutes: rule.autoLunchAfterMinutes,
        dailyOtMinutes: rule.dailyOtMinutes,
        weeklyOtMinutes: rule.weeklyOtMinutes,
        payPeriodAnchor: rule.payPeriodAnchor,
        payPeriodDays: rule.payPeriodDays,
      }
    : null;
  byPlant.set(plant, { at: Date.now(), value });
  return value;
}
