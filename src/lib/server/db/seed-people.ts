import { hashPassword } from '@/lib/server/password';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { employees, plants } from './schema/index';
import { seedEmployeeMaster } from '@/lib/plant-data/server/employees-seed';
import { DEMO_PASSWORD, EMPLOYEES, PLANTS } from './seed-data';

/**
 * Seeds the plants, the demo people of seed-data.ts and the employee master around them (departments,
 * shifts, positions, skills, each plant's workforce, openings) into an empty database (the portal's own seed).
 */
export async function seedPeople(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, plants))) return false;
  // One hash for every demo account: scrypt is slow on purpose, and they share the password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(plants).values([...PLANTS]);
  await tx.insert(employees).values(EMPLOYEES.map((e) => ({ ...e, passwordHash })));
  await seedEmployeeMaster(tx, now, passwordHash);
  return true;
}
