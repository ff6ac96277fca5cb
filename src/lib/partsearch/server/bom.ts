import type { Database } from '@/lib/server/db/database';
import { prepareStatements, prepared, runPrepared } from '@/lib/server/db/prepared';
import { NotFoundError } from '@/lib/server/errors';
import type { Bom, BomRow, PartHeader, WhereUsed, WhereUsedRow, whereUsedModes } from '@/lib/partsearch/schemas';

/**
 * Bills of materials down (explosion) and up (where used), each one recursive query. Bad data can make
 * a part its own ancestor: each row carries the path it was reached by, a part already on its path is
 * marked `cycle` and not followed, so no query loops; MAX_DEPTH bounds the rest.
 */

/** Deeper than any real bill (ours are eight levels); a safety net, not a rule. */
const MAX_DEPTH = 25;
/** Where-used rows answered at most (a paint or a nameplate goes into thousands of cylinders). */
const MAX_USED = 500;

const HEADER = prepared(
  'partsearch_header',
  ['text', 'text'],
  `select p.part_num as "partNum", p.description, p.uom, p.source, p.stocked_by_length as "stockedByLength", p.revision,
     coalesce((select sum(o.quantity) from on_hand o where o.part_num = p.part_num and o.plant_id = $2), 0)::float8 as "onHand",
     coalesce((select sum(greatest(m.required_qty - m.issued_qty, 0)) from job_materials m join jobs j on j.job_num = m.job_num
       where m.part_num = p.part_num and j.plant_id = $2 and j.status <> 'complete' and not m.issued_complete), 0)::float8 as "openDemand"
   from parts p where p.part_num = $1`,
);

const EXPLODE = prepared(
  'partsearch_explode',
  ['text', 'text', 'numeric'],
  `with recursive t(level, path, seq, part_num, qty_per, ext_qty, cycle, sort) as (
     select 1, array[b.parent_part], b.seq, b.child_part, b.qty_per, b.qty_per * $3, b.child_part = $1, array[b.seq]
     from bom_lines b where b.parent_part = $1
     union all
     select t.level + 1, t.path || t.part_num, b.seq, b.child_part, b.qty_per, t.ext_qty * b.qty_per,
       b.child_part = any(t.path || t.part_num), t.sort || b.seq
     from t join bom_lines b on b.parent_part = t.part_num
     where not t.cycle and t.level < ${MAX_DEPTH}
   )
   select t.level, t.path, t.seq, t.part_num as "partNum", p.description, p.uom, p.source,
     t.qty_per::float8 as "qtyPer", t.ext_qty::float8 as "extQty", t.cycle,
     coalesce((select sum(o.quantity) from on_hand o where o.part_num = t.part_num and o.plant_id = $2), 0)::float8 as "onHand",
     exists (select 1 from bom_lines c where c.parent_part = t.part_num) as "hasChildren"
   from t join parts p on p.part_num = t.part_num
   order by t.sort`,
);

const USED = prepared(
  'partsearch_used',
  ['text', 'integer'],
  `with recursive u(level, path, part_num, qty_per, cycle, sort) as (
     select 1, array[b.child_part], b.parent_part, b.qty_per, b.parent_part = $1, array[b.parent_part]
     from bom_lines b where b.child_part = $1
     union all
     select u.level + 1, u.path || u.part_num, b.parent_part, b.qty_per, b.parent_part = any(u.path || u.part_num), u.sort || b.parent_part
     from u join bom_lines b on b.child_part = u.part_num
     where not u.cycle and u.level < $2
   )
   select u.level, u.path, u.part_num as "partNum", p.description, u.qty_per::float8 as "qtyPer", u.cycle,
     not exists (select 1 from bom_lines x where x.child_part = u.part_num) as "final"
   from u join parts p on p.part_num = u.part_num
   order by u.sort
   limit ${MAX_USED * 4 + 1}`,
);

type Row<T> = T & Record<string, unknown>;

/** A part's header facts (on hand in `plant`, '' for none); 404 when it does not exist. */
export async function partHeader(db: Database, partNum: string, plant: string): Promise<PartHeader> {
  const ready = await prepareStatements(db, [HEADER]);
  const [row] = await runPrepared<Row<Omit<PartHeader, 'short'>>>(db, HEADER, [partNum, plant], ready);
  if (!row) throw new NotFoundError(`Part ${partNum} does not exist.`, { code: 'part-not-found', extra: { values: { partNum } } });
  return withShortage({ ...row, onHand: Number(row.onHand), openDemand: Number(row.openDemand) });
}

/** The header with its shortage flag: open demand in the plant exceeds what the plant has on hand. */
export function withShortage(part: Omit<PartHeader, 'short'>): PartHeader {
  return { ...part, short: part.openDemand > part.onHand };
}

/** The indented multi-level BOM of a part for `qty` of it, in tree order, with on hand in `plant`. */
export async function explodeBom(db: Database, partNum: string, plant: string, qty: number): Promise<Bom> {
  const part = await partHeader(db, partNum, plant);
  const ready = await prepareStatements(db, [EXPLODE]);
  const rows = await runPrepared<Row<BomRow>>(db, EXPLODE, [part.partNum, plant, qty], ready);
  return { part, qty, rows, cycles: rows.filter((r) => r.cycle).length };
}

/** Where a part is used: its direct parents, its final (top-level) parts, or the whole tree up (combo). */
export async function whereUsed(db: Database, partNum: string, mode: (typeof whereUsedModes)[number], plant = ''): Promise<WhereUsed> {
  const part = await partHeader(db, partNum, plant);
  const ready = await prepareStatements(db, [USED]);
  const all = await runPrepared<Row<WhereUsedRow>>(db, USED, [part.partNum, mode === 'parents' ? 1 : MAX_DEPTH], ready);
  let rows = all;
  if (mode === 'final') {
    const seen = new Set<string>();
    rows = all.filter((r) => (r.final || r.cycle) && !seen.has(r.partNum) && seen.add(r.partNum));
  }
  return {
    part,
    mode,
    rows: rows.slice(0, MAX_USED),
    cycles: all.filter((r) => r.cycle).length,
    more: rows.length > MAX_USED,
  };
}
