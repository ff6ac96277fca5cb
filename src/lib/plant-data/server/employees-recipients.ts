import { and, asc, eq, exists, isNotNull } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import type { Database } from '@/lib/server/db/database';
import { employees, groupMembers, userGroups } from '@/lib/server/db/schema/index';

/** Who may be texted: active employees of a plant with a mobile number and their consent, maybe one department or user group. */
export async function textRecipients(
  db: Database | Tx,
  options: { plant: string; departmentId?: number | undefined; groupId?: number | undefined },
): Promise<{ empId: number; mobile: string }[]> {
  const inGroup =
    options.groupId === undefined
      ? undefined
      : exists(
          db
            .select({ one: groupMembers.empId })
            .from(groupMembers)
            .where(and(eq(groupMembers.groupId, options.groupId), eq(groupMembers.empId, employees.empId))),
        );
  const rows = await db
    .select({ empId: employees.empId, mobile: employees.mobile })
    .from(employees)
    .where(
      and(
        eq(employees.plantId, options.plant),
        eq(employees.status, 'active'),
        isNotNull(employees.mobile),
        isNotNull(employees.textConsentAt),
        options.departmentId === undefined ? undefined : eq(employees.departmentId, options.departmentId),
        inGroup,
      ),
    )
    .orderBy(asc(employees.empId));
  return rows as { empId: number; mobile: string }[];
}

/** A user group by name (case-insensitive), or null. */
export async function findUserGroup(db: Database | Tx, name: string): Promise<{ groupId: number; name: string } | null> {
  const groups = await db.select().from(userGroups);
  return groups.find((g) => g.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/** Every user group's name, alphabetically. */
export async function userGroupNames(db: Database | Tx): Promise<string[]> {
  return (await db.select({ name: userGroups.name }).from(userGroups).orderBy(asc(userGroups.name))).map((g) => g.name);
}
