import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RecordTypeDef } from '@/lib/records/engine/definition';
import type { ChildRow, FieldValue } from '@/lib/records/engine/validation';
import type { Database } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/employees';
import type { Tx } from '@/lib/server/db/database';
import { records } from './tables';

/** A stored record with its people's names. */
export interface StoredRecord {
  id: number;
  type: string;
  plant: string;
  state: string;
  version: number;
  title: string;
  /** None when its submitter stayed anonymous (and `owner` is then ''). */
  ownerId: number | null;
  owner: string;
  assigneeId: number | null;
  assignee: string | null;
  people: number[];
  createdAt: string;
  updatedAt: string;
  fields: Record<string, FieldValue>;
  children: Record<string, ChildRow[]>;
}

/** What a list shows: the filters of its query, already checked. */
export interface RecordFilter {
  type: string;
  states?: readonly string[] | undefined;
  /** undefined: every plant. */
  plant?: string | undefined;
  q?: string | undefined;
  /** Created on or after `from` and before the day after `to` (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
  /** Only records opened by this employee. */
  ownerId?: number | undefined;
  /** Only records assigned to this employee or naming them in a child row. */
  assignedTo?: number | undefined;
}

/** A list's order: a typed column or a field of the type. */
export interface RecordSort {
  by: string;
  dir: 'asc' | 'desc';
}

const owner = alias(employees, 'owner');
const assignee = alias(employees, 'assignee');
const nameOf = (e: typeof owner) => sql<string>`${e.firstName} || ' ' || ${e.lastName}`;

const columns = {
  id: records.id,
  type: records.type,
  plant: records.plantId,
  state: records.state,
  version: records.version,
  title: records.title,
  ownerId: records.ownerId,
  owner: sql<string>`coalesce(${nameOf(owner)}, '')`,
  assigneeId: records.assigneeId,
  assignee: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
  people: records.people,
  createdAt: records.createdAt,
  updatedAt: records.updatedAt,
  fields: records.fields,
  children: records.children,
};

function toRecord(row: Record<string, unknown>): StoredRecord {
  return {
    ...(row as unknown as StoredRecord),
    createdAt: (row['createdAt'] as Date).toISOString(),
    updatedAt: (row['updatedAt'] as Date).toISOString(),
  };
}

function select(db: Database | Tx) {
  return db
    .select(columns)
    .from(records)
    .leftJoin(owner, eq(owner.empId, records.ownerId))
    .leftJoin(assignee, eq(assignee.empId, records.assigneeId));
}

/** Escapes LIKE's wildcards, so a searched '%' is a percent sign. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(filter: RecordFilter): SQL {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return and(
    eq(records.type, filter.type),
    filter.plant ? eq(records.plantId, filter.plant) : undefined,
    filter.states?.length ? inArray(records.state, [...filter.states]) : undefined,
    filter.q ? ilike(records.search, `%${literal(filter.q.toLowerCase())}%`) : undefined,
    filter.from ? gte(records.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(records.createdAt, new Date(dayAfter(filter.to))) : undefined,
    filter.ownerId ? eq(records.ownerId, filter.ownerId) : undefined,
    filter.assignedTo
      ? or(eq(records.assigneeId, filter.assignedTo), sql`${records.people} @> array[${filter.assignedTo}]::integer[]`)
      : undefined,
  )!;
}

export function orderOf(def: RecordTypeDef, sort: RecordSort): SQL[] {
  const dir = sort.dir === 'asc' ? asc : desc;
  const typed: Record<string, SQL | typeof records.id> = {
    id: records.id,
    updatedAt: sql`${records.updatedAt}`,
    createdAt: sql`${records.createdAt}`,
    state: sql`${records.state}`,
    plant: sql`${records.plantId}`,
    title: sql`${records.title}`,
  };
  if (sort.by === def.titleField) return [dir(records.title), dir(records.id)];
  const field = def.fields.find((f) => f.name === sort.by);
  const numeric = field?.kind === 'number' || field?.kind === 'employee';
  const known = typed[sort.by];
  if (known) return [dir(known), dir(records.id)];
  // A field a record may leave empty: the records without it come last both ways (PostgreSQL puts NULL first in DESC).
  const key = numeric ? sql`(${records.fields}->>${sort.by})::numeric` : sql`${records.fields}->>${sort.by}`;
  return [sql`${key} ${sql.raw(sort.dir)} nulls last`, dir(records.id)];
}

/** Whether the total can be read from the kept counts (only state and plant filter the list). */
export const countable = (f: RecordFilter) => !f.q && !f.from && !f.to && !f.ownerId && !f.assignedTo;

/** One record of a type, or null; `lock` holds it for the transaction's write. */
export async function findRecord(db: Database | Tx, type: string, id: number, lock = false): Promise<StoredRecord | null> {
  if (lock)
    await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.id, id), eq(records.type, type)))
      .for('update');
  const [row] = await select(db).where(and(eq(records.id, id), eq(records.type, type)));
  return row ? toRecord(row) : null;
}
