import type { Context } from 'hono';
import { hasSubApp } from '@/lib/auth/permissions';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { worksAt } from '@/lib/server/api/work-plant';
import { NotAllowedError } from '@/lib/server/errors';
import { plantName } from '@/lib/plants/plants';
import { LABOR_HR } from '@/lib/labor/schemas';

/**
 * Private labor data of a plant (its days and punches, payroll, absences with their reasons and notes,
 * labor per job) is read by those who work at the plant (their own and those granted them; administrators
 * every plant) and by HR (LaborMod_HR, every plant); a supervisor of another plant is refused (403
 * 'labor-other-plant'), though they approve labor at their own. Who is in or out is not private (the
 * ClockedIn board, a plant's shifts). An unknown plant is let through for the read's own check to refuse.
 * @example await requireLaborReader(c, q.plant)
 */
export async function requireLaborReader(c: Context<ApiEnv>, plant: string | null | undefined): Promise<void> {
  const caller = c.get('caller');
  if (worksAt(await caller.workPlants(), plant)) return;
  if (hasSubApp(await caller.access(), LABOR_HR)) return;
  const name = plantName(plant!);
  throw new NotAllowedError(`Labor data of ${name} is read by those who work there and by HR.`, {
    code: 'labor-other-plant',
    extra: { values: { plant: name } },
  });
}
