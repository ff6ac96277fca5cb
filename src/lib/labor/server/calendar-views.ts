import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import { groupMembers, userGroups } from '@/lib/server/db/schema/access';
import { employees } from '@/lib/server/db/schema/employees';
import { InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { VIEW_KINDS, type CalendarView, type CalendarViewInput, type ViewSecurity } from '@/lib/labor/calendar-schemas';
import { laborCalendarViews as views } from './tables';

const columns = {
  id: views.id,
  name: views.name,
  plant: views.plant,
  kinds: views.kinds,
  audience: views.audience,
  groupId: views.groupId,
  groupName: userGroups.name,
  ownerEmpId: views.ownerEmpId,
  owner: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
};

type Row = Omit<CalendarView, 'kinds' | 'mine'> & { kinds: string };
const toView = (row: Row, empId: number): CalendarView => ({
  ...row,
  kinds: row.kinds.split(',').filter((k): k is CalendarView['kinds'][number] => (VIEW_KINDS as readonly string[]).includes(k)),
  mine: row.ownerEmpId === empId,
});

/** The saved views a supervisor may use: every supervisors' view, their own, and those of their user groups; by name. */
export async function viewsFor(db: Database | Tx, empId: number): Promise<CalendarView[]> {
  const rows = await db
    .select(columns)
    .from(views)
    .innerJoin(employees, eq(employees.empId, views.ownerEmpId))
    .leftJoin(userGroups, eq(userGroups.groupId, views.groupId))
    .where(
      or(
        eq(views.audience, 'supervisors'),
        eq(views.ownerEmpId, empId),
        and(
          eq(views.audience, 'group'),
          sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${views.groupId} and ${groupMembers.empId} = ${empId})`,
        ),
      ),
    )
    .orderBy(asc(views.name), asc(views.id));
  return rows.map((r) => toView(r, empId));
}

/** One view the supervisor may use (404 otherwise: a view they may not see does not exist for them). */
export async function viewFor(db: Database | Tx, id: number, empId: number): Promise<CalendarView> {
  const view = (await viewsFor(db, empId)).find((v) => v.id === id);
  if (!view) throw new NotFoundError(`There is no calendar view ${id}.`, { code: 'view-not-found' });
  return view;
}

/** Saves a new view, shared with every supervisor until its owner says otherwise; a name once per owner. */
export async function createView(tx: Tx, input: CalendarViewInput, empId: number): Promise<CalendarView> {
  const [taken] = await tx
    .select({ id: views.id })
    .from(views)
    .where(and(eq(views.ownerEmpId, empId), eq(views.name, input.name)));
  if (taken) throw InputError.field('name', 'name-taken', 'You already have a view of this name.');
  const kinds = VIEW_KINDS.filter((k) => input.kinds.includes(k)).join(',');
  const [row] = await tx
    .insert(views)
    .values({ name: input.name, plant: input.plant, kinds, ownerEmpId: empId })
    .returning({ id: views.id });
  return viewFor(tx, row!.id, empId);
}

/** Only a view's owner changes or deletes it. */
async function owned(tx: Tx, id: number, empId: number): Promise<CalendarView> {
  const view = await viewFor(tx, id, empId);
  if (!view.mine) throw new NotAllowedError('Only the owner of a view may change it.', { code: 'not-owner' });
  return view;
}

/** Sets who may use a view: every supervisor, only its owner, or one user group. */
export async function secureView(tx: Tx, id: number, input: ViewSecurity, empId: number): Promise<CalendarView> {
  await owned(tx, id, empId);
  if (input.groupId !== undefined) {
    const [group] = await tx.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.groupId, input.groupId));
    if (!group) throw InputError.field('groupId', 'group-not-found', `There is no user group ${input.groupId}.`);
  }
  await tx
    .update(views)
    .set({ audience: input.audience, groupId: input.groupId ?? null })
    .where(eq(views.id, id));
  return viewFor(tx, id, empId);
}

/** Deletes a view (its owner only). */
export async function deleteView(tx: Tx, id: number, empId: number): Promise<CalendarView> {
  const view = await owned(tx, id, empId);
  await tx.delete(views).where(eq(views.id, id));
  return view;
}

/** The user groups a view can be shared with, by name. */
export async function viewGroups(db: Database): Promise<{ groupId: number; name: string }[]> {
  return db.select({ groupId: userGroups.groupId, name: userGroups.name }).from(userGroups).orderBy(asc(userGroups.name));
}
