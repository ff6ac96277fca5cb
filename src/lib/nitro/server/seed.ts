import { count } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { jobsOfParts } from '@/lib/plant-data/server/jobs';
import { seededRandom } from '@/lib/server/db/seed-random';
import { judgeCharge } from '@/lib/nitro/rules';
import type { ChargeSpec } from '@/lib/nitro/schemas';
import { nitroCharges, nitroSpecs } from './tables';

/** The charge specifications of the demo gas cylinders. */
export const SPECS: readonly ChargeSpec[] = [
  { partNum: 'GAS-2010-04', targetPsi: 1500, tolerancePsi: 50, referenceTempF: 70, maxDecayPsi: 15 },
  { partNum: 'GAS-3015-06', targetPsi: 2000, tolerancePsi: 75, referenceTempF: 70, maxDecayPsi: 20 },
];

const PAINTERS: Record<string, number[]> = {
  MfgSys: [1004, 1005],
  SPIRITLA: [2002, 2003, 2004],
  BGOHIO: [3002, 3004],
  REBUILD: [4003, 4004],
};

/** Seeds the specifications and a few weeks of charges on each plant's gas cylinder jobs, a few of them failed (some re-charged). */
export async function seedNitro(tx: Tx, now = new Date()): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(nitroSpecs);
  if ((existing?.n ?? 0) > 0) return false;
  await tx.insert(nitroSpecs).values([...SPECS]);
  const r = seededRandom(23);
  const gasJobs = await jobsOfParts(tx, 'GAS-');
  let serial = 40000;
  for (const job of gasJobs) {
    const spec = SPECS.find((s) => s.partNum === job.partNum);
    if (!spec) continue;
    for (let i = 0; i < 6; i++) {
      serial += 1;
      const at = new Date(now.getTime() - r.int(1, 28) * 86_400_000 - r.int(0, 20) * 3_600_000);
      const fail = r.next() < 0.15;
      const painter = r.pick(PAINTERS[job.plant] ?? [1004]);
      const reading = (offset: number, when: Date, newReading: boolean) => {
        const tempAtCheckF = r.int(62, 88);
        // The gauge reads what the target gas would at this temperature, give or take the charge's own error.
        const atTemp = (spec.targetPsi + 14.696) * ((tempAtCheckF + 459.67) / (spec.referenceTempF + 459.67)) - 14.696;
        const input = {
          serialNumber: `N2-${String(serial).padStart(7, '0')}`,
          jobNumber: job.jobNum,
          tempAtChargeF: tempAtCheckF + r.int(4, 12),
          tempAtCheckF,
          finalPressurePsi: Math.round(atTemp + offset),
          pressureDecayPsi: offset === 0 && fail ? spec.maxDecayPsi + r.int(3, 12) : r.int(1, spec.maxDecayPsi - 3),
          packagingPressurePsi: null as number | null,
          paintLineEmpId: painter,
          safetyWire: false,
        };
        const verdict = judgeCharge(input, spec);
        if (verdict.result === 'PASS') {
          input.packagingPressurePsi = input.finalPressurePsi - r.int(0, 5);
          input.safetyWire = true;
        }
        return {
          ...input,
          partNum: job.partNum,
          plantId: job.plant,
          newReading,
          correctedPsi: verdict.correctedPsi,
          result: verdict.result,
          reasons: verdict.reasons,
          spec,
          empId: painter,
          at: when,
        };
      };
      const first = reading(fail ? (r.next() < 0.5 ? -spec.tolerancePsi * 2 : 0) : r.int(-20, 20), at, false);
      await tx.insert(nitroCharges).values(first);
      if (first.result === 'FAIL' && r.next() < 0.6)
        await tx.insert(nitroCharges).values(reading(r.int(-10, 10), new Date(at.getTime() + 2 * 3_600_000), true));
    }
  }
  return true;
}
