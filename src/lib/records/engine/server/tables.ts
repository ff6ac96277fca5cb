import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';

/**
 * Every record of every type in one table: what lists filter and sort by has a typed column, the
 * type's own fields and child rows are JSONB, so a new type needs no migration.
 */
export const records = pgTable(
  'records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    state: text('state').notNull(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull().default(''),
    /** Who opened it; none when its submitter chose to stay anonymous (`anonymousField`): no one can tell who. */
    ownerId: integer('owner_id').references(() => employees.empId),
    assigneeId: integer('assignee_id').references(() => employees.empId),
    /** Employees on the record's team or owning one of its child rows ('assigned to me', team rights). */
    people: integer('people')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Lower-cased searchable fields, joined: the list's text search. */
    search: text('search').notNull().default(''),
    fields: jsonb('fields').notNull().$type<Record<string, unknown>>().default({}),
    children: jsonb('children').notNull().$type<Record<string, unknown[]>>().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending, so one index serves both directions: a NULLS LAST descending index does not serve
    // ORDER BY ... DESC (NULLS FIRST), and the planner then sorts every matching record.
    index('records_type_plant_state_updated_at').on(t.type, t.plantId, t.state, t.updatedAt, t.id),
    index('records_type_plant_updated_at').on(t.type, t.plantId, t.updatedAt, t.id),
    index('records_type_updated_at').on(t.type, t.updatedAt, t.id),
    index('records_type_title').on(t.type, t.title, t.id),
    index('records_type_owner').on(t.type, t.ownerId),
    index('records_type_assignee').on(t.type, t.assigneeId),
    index('records_people').using('gin', t.people),
  ],
);

/** Every change of a record: created, edited (each field before and after), moved to a state (with its note). */
export const recordHistory = pgTable(
  'record_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id),
    action: text('action', { enum: ['create', 'edit', 'transition', 'attach'] }).notNull(),
    /** Who did it; none for the opening of an anonymous record. */
    empId: integer('emp_id').references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
    changes: jsonb('changes').notNull().$type<{ field: string; before: string; after: string }[]>().default([]),
  },
  (t) => [index('record_history_record').on(t.recordId, t.id)],
);

/** Comments on a record; `mentions` are the employees an @ named (each was notified). */
export const recordComments = pgTable(
  'record_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    body: text('body').notNull(),
    mentions: integer('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index('record_comments_record').on(t.recordId, t.id)],
);

/** A field an administrator added to a type at runtime (no deploy): it joins the form, list, API, export and history. */
export const recordCustomFields = pgTable(
  'record_custom_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    labelEn: text('label_en').notNull(),
    labelEs: text('label_es').notNull(),
    required: boolean('required').notNull().default(false),
    listColumn: boolean('list_column').notNull().default(false),
    options: jsonb('options').$type<{ value: string; label: { en: string; es: string } }[]>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('record_custom_fields_type_name').on(t.type, t.name)],
);

/** A person's saved list view of a type: its filters, columns and sort, found again by name. */
export const recordViews = pgTable(
  'record_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    name: text('name').notNull(),
    query: jsonb('query').notNull().$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('record_views_owner_name').on(t.type, t.empId, t.name)],
);

/** How many records of a type each plant holds in each state: the list's counts and totals without counting rows (kept by a trigger). */
export const recordCounts = pgTable(
  'record_counts',
  {
    type: text('type').notNull(),
    plantId: text('plant_id').notNull(),
    state: text('state').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [uniqueIndex('record_counts_key').on(t.type, t.plantId, t.state)],
);
