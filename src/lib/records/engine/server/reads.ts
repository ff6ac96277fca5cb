import { sql } from 'drizzle-orm';
import type { RecordTypeDef } from '@/lib/records/engine/definition';
import type { Database } from '@/lib/server/db/database';
import { keptRead } from '@/lib/server/db/generations';
import { isoText, prepared, prepareStatements, runInline, runPrepared, runStatement } from '@/lib/server/db/prepared';
import type { RecordAttachment, RecordComment, RecordHistoryEntry } from '@/lib/records/schemas';
import { countable, orderOf, whereOf, type RecordFilter, type RecordSort, type StoredRecord } from './store';

/**
 * The engine's hot reads (a list page, a record's detail), outside any transaction: each is one or two
 * statements with no join planned per call. On PGlite, the portal's one connection, planning a join
 * and the extended protocol cost more CPU than the indexed reads themselves, and ten callers queue
 * behind each other's CPU (see scripts/bench/records.ts).
 */

/** A record's own columns as `StoredRecord` names them (`r`: the name the query gives the table); a list leaves out the children unless it shows who has not acknowledged. */
const head = (
  r: string,
  children = true,
) => `${r}.id, ${r}.type, ${r}.plant_id as plant, ${r}.state, ${r}.version, ${r}.title, ${r}.owner_id as "ownerId",
  ${r}.assignee_id as "assigneeId", ${r}.people, ${isoText(`${r}.created_at`)} as "createdAt", ${isoText(`${r}.updated_at`)} as "updatedAt",
  ${r}.fields, ${children ? `${r}.children` : `'{}'::jsonb as children`}`;

const COUNTS_PLANT = prepared(
  'records_counts_plant',
  ['text', 'text'],
  'select state, sum(n)::int as n from record_counts where type = $1 and plant_id = $2 group by state',
);
const COUNTS_ALL = prepared(
  'records_counts_all',
  ['text'],
  'select state, sum(n)::int as n from record_counts where type = $1 group by state',
);
// The names of a page's people: one indexed read instead of two joins in the page's query.
const NAMES = prepared(
  'records_names',
  ['text'],
  `select emp_id as "empId", first_name || ' ' || last_name as name from employees where emp_id = any($1::integer[])`,
);
const DETAIL = prepared(
  'records_detail',
  ['integer', 'text'],
  `select ${head('r')}, coalesce(o.first_name || ' ' || o.last_name, '') as owner, a.first_name || ' ' || a.last_name as assignee,
    coalesce((select json_agg(json_build_object('id', h.id, 'action', h.action, 'by', e.first_name || ' ' || e.last_name,
        'at', ${isoText('h.at')}, 'fromState', h.from_state, 'toState', h.to_state, 'note', h.note, 'changes', h.changes) order by h.id)
      from record_history h left join employees e on e.emp_id = h.emp_id where h.record_id = r.id), '[]') as history,
    coalesce((select json_agg(json_build_object('id', c.id, 'by', e.first_name || ' ' || e.last_name, 'empId', c.emp_id,
        'at', ${isoText('c.at')}, 'body', c.body, 'mentions', c.mentions) order by c.id)
      from record_comments c join employees e on e.emp_id = c.emp_id where c.record_id = r.id), '[]') as comments,
    coalesce((select json_agg(json_build_object('id', t.id, 'fileName', t.file_name, 'contentType', t.content_type, 'size', t.size,
        'hasThumbnail', t.thumbnail is not null, 'createdAt', ${isoText('t.created_at')}) order by t.id)
      from attachments t where t.owner = 'record:' || r.id), '[]') as attachments
  from records r left join employees o on o.emp_id = r.owner_id left join employees a on a.emp_id = r.assignee_id
  where r.id = $1 and r.type = $2`,
);

const VIEWS = prepared(
  'records_views',
  ['text', 'integer'],
  'select id, name, query from record_views where type = $1 and emp_id = $2 order by name',
);

/** A saved view of a list: its name and the list's query it keeps. */
export type SavedView = { id: number; name: string; query: Record<string, string> };

/** A person's saved views of a type's list, by name. */
export async function savedViews(db: Database, type: string, empId: number): Promise<SavedView[]> {
  return runStatement(db, VIEWS, [type, empId]);
}

/** `savedViews` as a request reads it: from memory while the 'recordViews' counter stands. */
export const savedViewsRead = keptRead('recordViews', 2_000, savedViews);

type Row = Omit<StoredRecord, 'owner' | 'assignee'>;

/** The count of records per state under a filter's type and plant (or under the whole filter when it has more). */
export async function stateCounts(db: Database, filter: RecordFilter): Promise<Record<string, number>> {
  let rows: { state: string; n: number }[];
  if (countable(filter)) {
    const ready = await prepareStatements(db, [COUNTS_PLANT, COUNTS_ALL]);
    rows = filter.plant
      ? await runPrepared(db, COUNTS_PLANT, [filter.type, filter.plant], ready)
      : await runPrepared(db, COUNTS_ALL, [filter.type], ready);
  } else {
    rows = await runInline(
      db,
      sql`select state, count(*)::int as n from records where ${whereOf({ ...filter, states: undefined })} group by state`,
    );
  }
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** One page of a type's records under a filter and an order, the total, and the count per state. */
export async function listRecords(
  db: Database,
  def: RecordTypeDef,
  filter: RecordFilter,
  sort: RecordSort,
  page: number,
  pageSize: number,
): Promise<{ items: StoredRecord[]; total: number; counts: Record<string, number> }> {
  // Sent together (none needs another's answer): the page waits for the database once, not three times.
  const [counts, counted, rows] = await Promise.all([
    stateCounts(db, filter),
    countable(filter) ? null : runInline<{ n: number }>(db, sql`select count(*)::int as n from records where ${whereOf(filter)}`),
    runInline<Row>(
      db,
      sql`select ${sql.raw(head('records', Boolean(def.acknowledge)))} from records where ${whereOf(filter)} order by ${sql.join(orderOf(def, sort), sql`, `)}
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  ]);
  const total = counted
    ? Number(counted[0]?.n ?? 0)
    : Object.entries(counts).reduce((sum, [state, n]) => (!filter.states?.length || filter.states.includes(state) ? sum + n : sum), 0);
  // An anonymous record has no owner to name.
  const ids = [...new Set(rows.flatMap((r) => [r.ownerId, r.assigneeId]).filter((id): id is number => id !== null))];
  const ready = await prepareStatements(db, [NAMES]);
  const names = new Map(
    ids.length
      ? (await runPrepared<{ empId: number; name: string }>(db, NAMES, [`{${ids.join(',')}}`], ready)).map((n) => [n.empId, n.name])
      : [],
  );
  const items = rows.map((r) => ({
    ...r,
    owner: r.ownerId === null ? '' : (names.get(r.ownerId) ?? ''),
    assignee: r.assigneeId === null ? null : (names.get(r.assigneeId) ?? null),
  }));
  return { items, total, counts };
}

/** The names of employees by id (one indexed read): a CSV's people in words. */
export async function employeeNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const ready = await prepareStatements(db, [NAMES]);
  const rows = await runPrepared<{ empId: number; name: string }>(db, NAMES, [`{${[...new Set(ids)].join(',')}}`], ready);
  return new Map(rows.map((n) => [n.empId, n.name]));
}

/** What a record's page shows of it, besides what the caller may do (the shapes of the API's answer). */
export type RecordDetail = StoredRecord & { history: RecordHistoryEntry[]; comments: RecordComment[]; attachments: RecordAttachment[] };

/** One record of a type with its history, comments and attachments (one planned-once statement), or null. */
export async function readDetail(db: Database, type: string, id: number): Promise<RecordDetail | null> {
  const ready = await prepareStatements(db, [DETAIL]);
  const [row] = await runPrepared(db, DETAIL, [id, type], ready);
  return (row as RecordDetail | undefined) ?? null;
}
