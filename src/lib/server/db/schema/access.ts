/**
 * Who may open what: the applications (menu items and their rights), user groups, grants and the audit log.
 * Every page's guards read them and several features write them, so they are the portal's own tables;
 * administration is the feature that edits them.
 */
import { employees } from './employees';
import { plants } from './plants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** The applications of the menu (spec §3 "Menu item"); `link` is the route, e.g. '/Maintenance'. */
export const menuItems = pgTable('menu_items', {
  menuId: integer('menu_id').primaryKey(),
  link: text('link').notNull().unique(),
  title: text('title').notNull(),
  /** A Material Design icon name, e.g. 'mdi-wrench'. */
  icon: text('icon').notNull(),
});

/** Rights inside an application, e.g. 'Apps_Security' (the administrator right) or 'Maintenance_Manager'. */
export const subApps = pgTable(
  'sub_apps',
  {
    subAppId: text('sub_app_id').primaryKey(),
    menuId: integer('menu_id').references(() => menuItems.menuId, { onDelete: 'set null' }),
    title: text('title').notNull(),
  },
  (t) => [index('sub_apps_menu_id').on(t.menuId)],
);

/** Named sets of employees that receive grants together. */
export const userGroups = pgTable('user_groups', {
  groupId: serial('group_id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Every employee belongs to it without a member row, new ones included (what a suggestion box grants to all). */
  everyEmployee: boolean('every_employee').notNull().default(false),
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

/** Who changed what and when (administration); rows survive the deletion of what they describe. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The administrator's employee id; deliberately no foreign key, so history outlives the employee. */
    actorEmpId: integer('actor_emp_id'),
    /** What was done, e.g. 'create', 'update', 'delete', 'grant', 'revoke'. */
    action: text('action').notNull(),
    /** The kind of thing changed, e.g. 'menu_item', 'sub_app', 'user_group', 'group_member', 'app_grant'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at.desc()), index('audit_log_entity').on(t.entity, t.entityId)],
);

/**
 * The plants an administrator lets an employee work at besides their own (their writes for other
 * plants are refused); administrators work at every plant without a row.
 */
export const employeePlants = pgTable(
  'employee_plants',
  {
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId, { onDelete: 'cascade' }),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empId, t.plantId] })],
);
