import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/** Named sets of employees that receive grants together. */
export const userGroups = pgTable('user_groups', {
  groupId: serial('group_id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Who belongs to which user group. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.groupId, { onDelete: 'cascade' }),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.empId] }), index('group_members_emp_id').on(t.empId)],
);
