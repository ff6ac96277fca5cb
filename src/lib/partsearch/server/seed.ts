import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';
import { isEmpty } from '@/lib/server/feature';
import { generateFamilies, materialsModelBoms } from './seed-parts';
import { vendors } from './tables';

/** Cylinder families the demo seeds: ten parts each, 20,000 parts with the shared ones. */
export const DEMO_FAMILIES = 2_000;

/** Purchase orders the demo seeds. */
export const DEMO_PURCHASE_ORDERS = 2_000;

/** [vendorId, name, city]: the mills, seal and hardware houses the plants buy from. */
const VENDORS: readonly (readonly [string, string, string])[] = [
  ['V1001', 'Great Lakes Tube Mills', 'Gary, IN'],
  ['V1002', 'Prairie Steel Bar Co.', 'Peoria, IL'],
  ['V1003', 'Hallmark Chrome Rod', 'Milwaukee, WI'],
  ['V1004', 'Sealtec Fluid Power', 'Cleveland, OH'],
  ['V1005', 'Midwest Fastener Supply', 'Des Moines, IA'],
  ['V1006', 'Keystone Castings', 'Erie, PA'],
  ['V1007', 'Fluidline Fittings', 'Toledo, OH'],
  ['V1008', 'Northern Welding Supply', 'Sioux Falls, SD'],
  ['V1009', 'Coatings Unlimited', 'Kansas City, MO'],
  ['V1010', 'Aceros del Bajío', 'León, GTO'],
  ['V1011', 'Ohio Valley Metals', 'Dayton, OH'],
  ['V1012', 'Precision Nameplates', 'Minneapolis, MN'],
];

/** Vendors by the kind of part they sell (by part number prefix). */
const VENDOR_OF = `case
  when l.part_num like 'TUBE-%' then (array['V1001','V1011','V1010'])[1 + l.h % 3]
  when l.part_num like 'BAR-%' then (array['V1002','V1011','V1010'])[1 + l.h % 3]
  when l.part_num like 'ROD-%' then 'V1003'
  when l.part_num like 'SEAL-%' or l.part_num like 'ORING-%' then 'V1004'
  when l.part_num like 'NUT-%' or l.part_num like 'PLUG-%' then 'V1005'
  when l.part_num like 'GLD-%' or l.part_num like 'EYE-%' or l.part_num like 'CLEVIS-%' then 'V1006'
  when l.part_num like 'PORT-%' or l.part_num like 'VALVE-%' then 'V1007'
  when l.part_num like 'WIRE-%' or l.part_num like 'N2-%' then 'V1008'
  when l.part_num like 'PAINT-%' then 'V1009'
  else 'V1012' end`;

/**
 * Purchase orders of the last three years (none dated after `now`): one to four lines of bought parts,
 * the price rising about 6 % a year with some scatter; lines older than 60 days were received in full,
 * those of the last 20 days not yet, in between in part.
 */
async function purchaseOrders(tx: Tx, now: Date, count: number): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  await tx.execute(sql`
    create temp table ps_po on commit drop as
    with bought as (select array_agg(part_num order by part_num) as a from parts where source = 'P'),
    po as (select n, (${today}::date - ((n * 389) % 1095)) as order_date, (n * 389) % 1095 as age from generate_series(1, ${count}) as n),
    lines as (
      select po.n, po.order_date, po.age, l as line, b.a[1 + (po.n * 7 + l * 13) % array_length(b.a, 1)] as part_num
      from po, bought b, generate_series(1, 1 + po.n % 4) as l
    )
    select l.*, abs(hashtext(l.part_num)) as h from lines l`);
  await tx.execute(sql`
    insert into purchase_orders (po_num, vendor_id, plant_id, order_date, buyer)
    select distinct on (l.n) 450000 + l.n, ${sql.raw(VENDOR_OF)},
      (array['MfgSys','SPIRITLA','BGOHIO','REBUILD'])[1 + l.n % 4], l.order_date,
      (array['K. Lindgren','R. Alvarez','S. Okafor','J. Baumann'])[1 + (l.n / 4) % 4]
    from ps_po l order by l.n, l.line`);
  await tx.execute(sql`
    insert into purchase_order_lines (po_num, line, part_num, order_qty, unit_price, received_qty, due_date)
    select 450000 + l.n, l.line, l.part_num, q.qty,
      round((p.base * (1 + 0.06 * (1095 - l.age) / 365.0) * (0.96 + (l.n % 9) / 100.0))::numeric, 4),
      case when l.age > 60 then q.qty when l.age > 20 then round(q.qty / 2) else 0 end,
      l.order_date + 21
    from ps_po l
    join parts pt on pt.part_num = l.part_num,
    lateral (select case pt.uom when 'IN' then 0.35 + (l.h % 300) / 100.0 when 'LB' then 2.4 + (l.h % 200) / 100.0
      when 'GAL' then 38 + (l.h % 40) else 1.5 + (l.h % 25000) / 100.0 end as base) p,
    lateral (select case pt.uom when 'IN' then 240 * (10 + l.n % 30) when 'LB' then 50 * (1 + l.n % 10)
      when 'GAL' then 5 * (1 + l.n % 6) else 10 * (1 + (l.n + l.h) % 50) end as qty) q`);
}

/**
 * Stock of every bought part not stocked yet in each plant's stores (bar and tube on the racks with a heat number,
 * the rest on shelves with a lot), finished cylinders of one family in five at one plant's dock, and
 * a year of issues of bought parts to the ledger (dated up to `now`), so QOH and EAU have something to say.
 */
async function stockAndUsage(tx: Tx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into on_hand (plant_id, warehouse_code, bin_num, part_num, heat_num, lot_num, quantity)
    select pl.plant_id, 'STORES',
      case when p.uom = 'IN' then 'R-0' || (1 + h % 5) else (array['A-01-1','A-01-2','A-02-1','A-02-2','A-03-1','A-04-1','A-04-2','A-06-3'])[1 + h % 8] end,
      p.part_num, case when p.uom = 'IN' then 'H25-' || (1000 + (h + pl.i * 577) % 8000) else '' end,
      case when p.uom = 'IN' then '' else 'L' || to_char(${now.toISOString()}::timestamptz, 'YYMM') || '-' || (10 + h % 90) end,
      case when p.uom = 'IN' then 240 * (2 + (h + pl.i) % 12) else 5 + (h + pl.i * 31) % 400 end
    from (select part_num, uom, abs(hashtext(part_num)) as h from parts
          -- the materials demo's parts keep the stock its story and the README's try-this table name
          where source = 'P' and not exists (select 1 from on_hand o where o.part_num = parts.part_num)) p,
      (select plant_id, row_number() over (order by plant_id) as i from plants) pl
    on conflict on constraint on_hand_place do nothing`);
  await tx.execute(sql`
    insert into on_hand (plant_id, warehouse_code, bin_num, part_num, quantity)
    select (array['MfgSys','SPIRITLA','BGOHIO','REBUILD'])[1 + (row_number() over (order by part_num))::int % 4], 'SHIP', 'DOCK-1', part_num, 2 + length(part_num) % 7
    from parts where part_num like 'CYL-%' and part_num ~ '^CYL-[0-9]{4}-[0-9]{3}[A-Z]{2}$' and abs(hashtext(part_num)) % 5 = 0
    on conflict on constraint on_hand_place do nothing`);
  await tx.execute(sql`
    insert into material_ledger (tran_type, at, emp_id, username, plant_id, part_num, warehouse_code, bin_num, heat_num, quantity)
    select 'ISSUE', ${now.toISOString()}::timestamptz - make_interval(days => m * 30 + (p.h % 25) + 1), e.emp_id, e.company_email, e.plant_id, p.part_num,
      'STORES', case when p.uom = 'IN' then 'R-0' || (1 + p.h % 5) else 'A-01-1' end, '',
      case when p.uom = 'IN' then 48 + (p.h + m) % 200 else 1 + (p.h + m) % 20 end
    from (select part_num, uom, abs(hashtext(part_num)) as h from parts where source = 'P') p,
      generate_series(0, 11) as m,
      (select distinct on (plant_id) emp_id, company_email, plant_id from employees where plant_id is not null and emp_id % 1000 <> 1 order by plant_id, emp_id) e
    where (p.h + m + length(e.plant_id)) % 3 = 0`);
}

/** Seeds part search where its vendors table is empty, after the materials seed (it adds to their parts); dated up to `now`. */
export async function seedPartSearchIfEmpty(tx: Tx, now: Date): Promise<boolean> {
  if (!(await isEmpty(tx, vendors))) return false;
  await tx.insert(vendors).values(VENDORS.map(([vendorId, name, city]) => ({ vendorId, name, city })));
  await generateFamilies(tx, 0, DEMO_FAMILIES);
  await materialsModelBoms(tx);
  await purchaseOrders(tx, now, DEMO_PURCHASE_ORDERS);
  await stockAndUsage(tx, now);
  return true;
}
