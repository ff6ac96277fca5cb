import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { menuItems, subApps } from './applications';
import { employees } from './employees';
import { userGroups } from './groups';

/** Access to an application, given to exactly one employee or one user group. */
export const appGrants = pgTable(
  'app_grants',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuItems.menuId, { onDelete: 'cascade' }),
    empId: integer('emp_id').references(() => employees.empId, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.groupId, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('app_grants_one_grantee', sql`(${t.empId} is null) <> (${t.groupId} is null)`),
    unique('app_grants_menu_emp').on(t.menuId, t.empId),
    unique('app_grants_menu_group').on(t.menuId, t.groupId),
    index('app_grants_emp_id').on(t.empId),
    index('app_grants_group_id').on(t.groupId),
  ],
);

/** A sub-application right, given to exactly one employee or one user group. */
export const subAppGrants = pgTable(
  'sub_app_grants',
  {
    id: serial('id').primaryKey(),
    subAppId: text('sub_app_id')
      .notNull()
      .references(() => subApps.subAppId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    empId: integer('emp_id').references(() => employees.empId, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.groupId, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sub_app_grants_one_grantee', sql`(${t.empId} is null) <> (${t.groupId} is null)`),
    unique('sub_app_grants_sub_app_emp').on(t.subAppId, t.empId),
    unique('sub_app_grants_sub_app_group').on(t.subAppId, t.groupId),
    index('sub_app_grants_emp_id').on(t.empId),
    index('sub_app_grants_group_id').on(t.groupId),
  ],
);
