import { eq } from 'drizzle-orm';
import { appGrants, menuItems } from '@/lib/server/db/schema/access';
import { employees } from '@/lib/server/db/schema/index';
import type { ApiHarness } from './api-harness';

/**
 * Makes fresh employees of a plant holding /LaborMod, with no punch yet, numbered from `first` (each
 * suite its own range): every test's own worker, so no test reads another's punches.
 */
export function laborWorkers(harness: () => ApiHarness, first: number, prefix = 'test') {
  let next = first;
  let laborMenu: number | undefined;
  return async (plant = 'MfgSys'): Promise<{ empId: number; email: string }> => {
    const db = harness().database.db;
    laborMenu ??= (await db.select().from(menuItems).where(eq(menuItems.link, '/LaborMod')))[0]!.menuId;
    const empId = next++;
    const email = `${prefix}${empId}@example.com`;
    await db.insert(employees).values({ empId, firstName: 'Test', lastName: `Worker ${empId}`, plantId: plant, companyEmail: email });
    await db.insert(appGrants).values({ menuId: laborMenu, empId });
    return { empId, email };
  };
}
