import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/database';

/**
 * The generated catalogue of hydraulic cylinders, made in SQL (a handful of statements, however many
 * parts): each family is one cylinder model, a bore, rod, mount and stroke, and ten parts of its own
 * whose bill of materials is eight levels deep (cylinder, rod assembly, rod weldment, machined rod,
 * chromed rod, hardened rod, cut blank, bar stock). Barrel tube and bar stock, seal kits, pistons,
 * glands, nuts, O-rings and rod eyes are shared by the families of one size. The materials parts keep
 * their numbers: a shared part whose number they already hold (TUBE-3.00X.25-DOM, SEAL-KIT-300) is theirs.
 */

const BORES = `array['2.00','2.50','3.00','3.50','4.00','5.00','6.00']`;
const RODS = `array['1.00','1.25','1.50','1.75','2.00','2.50','3.00']`;
const WALLS = `array['.25','.25','.25','.31','.38','.50','.50']`;
const MOUNTS = `array['CL','PN','CT','FF']`;
const MOUNT_NAMES = `array['clevis mount','pin eye mount','cross tube mount','front flange mount']`;

/** Families 0..n-1 as a temporary table (dropped at commit): every column the parts and BOM lines are made of. */
async function familyTable(tx: Tx, from: number, to: number): Promise<void> {
  await tx.execute(
    sql.raw(`
    create temp table ps_family on commit drop as
    with k as (
      select k, k % 7 as b, (k / 7) % 3 as j, (k / 21) % 4 as m, 4 + 2 * ((k / 84) % 60) as stroke, k / 5040 as series
      from generate_series(${from}, ${to - 1}) as k
    ), r as (select *, case when b < 2 then j else b - 2 + j end as ri from k)
    select k, stroke,
      (${BORES})[b + 1] as bore, (${RODS})[ri + 1] as rod, (${MOUNTS})[m + 1] as mount, (${MOUNT_NAMES})[m + 1] as mount_name,
      'CYL-' || replace(left((${BORES})[b + 1], 3), '.', '') || replace(left((${RODS})[ri + 1], 3), '.', '')
        || '-' || lpad(stroke::text, 3, '0') || (${MOUNTS})[m + 1] || case when series > 0 then '-R' || series else '' end as pfx,
      'TUBE-' || (${BORES})[b + 1] || 'X' || (${WALLS})[b + 1] || case when b >= 5 then '-HON' else '-DOM' end as tube,
      'BAR-' || (${RODS})[ri + 1] || '-1045' as bar,
      'SEAL-KIT-' || replace((${BORES})[b + 1], '.', '') as seal_kit,
      'CAP-' || (${BORES})[b + 1] || '-' || (${MOUNTS})[m + 1] as cap,
      'PST-' || (${BORES})[b + 1] || '-' || (${RODS})[ri + 1] as piston,
      'GLD-' || (${BORES})[b + 1] || '-' || (${RODS})[ri + 1] as gland,
      'NUT-' || (${RODS})[ri + 1] as nut,
      'ORING-' || (${BORES})[b + 1] as oring,
      'EYE-' || (${RODS})[ri + 1] as eye
    from r`),
  );
}

const len = (expr: string): string => `to_char(${expr}, 'FM990.00')`;

/** The parts shared by the families of one size (bought, or made from bar), once each. */
const SHARED_PARTS = `
  insert into parts (part_num, description, uom, stocked_by_length, source)
  select distinct on (part_num) part_num, description, uom, by_length, source from ps_family f, lateral (values
    (f.tube, 'Tube, ' || case when f.tube like '%HON' then 'honed ' || f.bore || ' ID' else 'DOM ' || f.bore || ' OD' end || ' x ' || substr(f.tube, 11, 3) || ' wall', 'IN', true, 'P'),
    (f.bar, 'Bar, round 1045 ' || f.rod || ' dia (piston rods)', 'IN', true, 'P'),
    (f.seal_kit, 'Seal kit, ' || f.bore || ' bore', 'EA', false, 'P'),
    (f.cap, 'Base cap, ' || f.bore || ' bore, ' || f.mount_name, 'EA', false, 'M'),
    (f.piston, 'Piston, ' || f.bore || ' bore x ' || f.rod || ' rod', 'EA', false, 'M'),
    (f.gland, 'Gland, ductile iron, ' || f.bore || ' bore x ' || f.rod || ' rod', 'EA', false, 'P'),
    (f.nut, 'Nut, hex jam, grade 8, piston rod ' || f.rod, 'EA', false, 'P'),
    (f.oring, 'O-ring, Buna-N 70 duro, ' || f.bore || ' bore (junta tórica)', 'EA', false, 'P'),
    (f.eye, 'Rod eye, weld-on, ' || f.rod || ' rod (ojo de vástago)', 'EA', false, 'P'),
    ('TAG-NAMEPLATE', 'Nameplate, stainless, engraved', 'EA', false, 'P'),
    ('PLUG-SAE8', 'Plug, SAE-8 O-ring boss, steel', 'EA', false, 'P')
  ) as s(part_num, description, uom, by_length, source)
  order by part_num
  on conflict (part_num) do nothing`;

/** The ten parts of each family. */
const FAMILY_PARTS = `
  insert into parts (part_num, description, uom, stocked_by_length, source)
  select f.pfx || s.suffix, s.description, 'EA', false, 'M' from ps_family f, lateral (values
    ('', 'Hydraulic cylinder, ' || f.bore || ' bore x ' || f.stroke || ' stroke, ' || f.rod || ' rod, ' || f.mount_name),
    ('-BRL', 'Barrel weldment, ' || f.bore || ' bore x ' || f.stroke || ' stroke, ' || f.mount_name),
    ('-TUH', 'Barrel tube, honed, ' || f.bore || ' ID x ' || ${len('f.stroke + 2.75')}),
    ('-TUC', 'Barrel tube, cut, ' || f.bore || ' ID x ' || ${len('f.stroke + 3')}),
    ('-RDA', 'Rod assembly, ' || f.rod || ' rod x ' || f.stroke || ' stroke, ' || f.bore || ' piston'),
    ('-ROD', 'Piston rod weldment, ' || f.rod || ' dia x ' || ${len('f.stroke + 5.25')}),
    ('-RMC', 'Piston rod, machined, ' || f.rod || ' dia x ' || ${len('f.stroke + 5.25')}),
    ('-RCH', 'Piston rod, chrome plated, ' || f.rod || ' dia x ' || ${len('f.stroke + 5.5')}),
    ('-RHT', 'Piston rod, induction hardened, ' || f.rod || ' dia x ' || ${len('f.stroke + 5.5')}),
    ('-RCT', 'Piston rod blank, cut, ' || f.rod || ' dia x ' || ${len('f.stroke + 5.75')})
  ) as s(suffix, description)`;

/** Each family's bill of materials, eight levels from the cylinder down to its bar stock. */
const FAMILY_BOM = `
  insert into bom_lines (parent_part, seq, child_part, qty_per)
  select f.pfx || s.parent, s.seq, s.child, s.qty from ps_family f, lateral (values
    ('', 10, f.pfx || '-BRL', 1), ('', 20, f.pfx || '-RDA', 1), ('', 30, f.seal_kit, 1), ('', 40, 'TAG-NAMEPLATE', 1),
    ('', 50, 'PLUG-SAE8', 2), ('', 60, 'PAINT-BLK-EP', 0.05),
    ('-BRL', 10, f.pfx || '-TUH', 1), ('-BRL', 20, f.cap, 1), ('-BRL', 30, 'PORT-SAE8', 2), ('-BRL', 40, 'WIRE-ER70S6', 0.3),
    ('-TUH', 10, f.pfx || '-TUC', 1),
    ('-TUC', 10, f.tube, f.stroke + 3),
    ('-RDA', 10, f.pfx || '-ROD', 1), ('-RDA', 20, f.piston, 1), ('-RDA', 30, f.gland, 1), ('-RDA', 40, f.nut, 1), ('-RDA', 50, f.oring, 2),
    ('-ROD', 10, f.pfx || '-RMC', 1), ('-ROD', 20, f.eye, 1), ('-ROD', 30, 'WIRE-ER70S6', 0.2),
    ('-RMC', 10, f.pfx || '-RCH', 1),
    ('-RCH', 10, f.pfx || '-RHT', 1),
    ('-RHT', 10, f.pfx || '-RCT', 1),
    ('-RCT', 10, f.bar, f.stroke + 5.75)
  ) as s(parent, seq, child, qty)`;

/** The pistons' own one line (3 in of piston bar), once per piston. */
const PISTON_BOM = `
  insert into bom_lines (parent_part, seq, child_part, qty_per)
  select distinct f.piston, 10, 'BAR-3.50-1018', 3 from ps_family f
  where not exists (select 1 from bom_lines b where b.parent_part = f.piston)`;

/**
 * Adds the families `from`..`to`-1 (ten parts each, and the shared parts they need) with their BOMs.
 * The seed makes 2,000 (20,000 parts); the benchmark 20,000 (200,000).
 */
export async function generateFamilies(tx: Tx, from: number, to: number): Promise<void> {
  await familyTable(tx, from, to);
  // A bulk load: the indexes and foreign keys that each row would update or check are dropped and made
  // again once (a sorted build and one join instead of 280,000 index inserts and 96,000 lookups). The
  // parts' words come from migration 0029's trigger, once per statement.
  for (const statement of BULK_DROP) await tx.execute(sql.raw(statement));
  await tx.execute(sql.raw(SHARED_PARTS));
  await tx.execute(sql.raw(FAMILY_PARTS));
  await tx.execute(sql.raw(FAMILY_BOM));
  await tx.execute(sql.raw(PISTON_BOM));
  for (const statement of BULK_REMAKE) await tx.execute(sql.raw(statement));
  await tx.execute(sql.raw('drop table ps_family'));
  // PGlite runs no autovacuum: without statistics the planner takes 20,000 parts for a few and scans them.
  await tx.execute(sql.raw('analyze parts, bom_lines, part_words, part_vocab'));
}

// As migrations 0018, 0029 and 0031 make them (the names are the same, so a later migration finds them).
const BULK_DROP = [
  'drop index "part_words_walk"',
  'drop index "parts_num_prefix"',
  'alter table "bom_lines" drop constraint "bom_lines_parent_part_seq_pk"',
  'drop index "bom_lines_child"',
  'alter table "bom_lines" drop constraint "bom_lines_parent_part_parts_part_num_fk"',
  'alter table "bom_lines" drop constraint "bom_lines_child_part_parts_part_num_fk"',
];
const BULK_REMAKE = [
  'create index "part_words_walk" on "part_words" using btree ("word", "rank", "part_num") include ("search_words")',
  'create index "parts_num_prefix" on "parts" using btree (lower("part_num") text_pattern_ops)',
  'alter table "bom_lines" add constraint "bom_lines_parent_part_seq_pk" primary key ("parent_part", "seq")',
  'create index "bom_lines_child" on "bom_lines" using btree ("child_part", "parent_part")',
  'alter table "bom_lines" add constraint "bom_lines_parent_part_parts_part_num_fk" foreign key ("parent_part") references "public"."parts"("part_num")',
  'alter table "bom_lines" add constraint "bom_lines_child_part_parts_part_num_fk" foreign key ("child_part") references "public"."parts"("part_num")',
];

/** The materials' own cylinders (CYL-3015-48 with its -BRL and -ROD) as bills of materials, three levels. */
export async function materialsModelBoms(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into bom_lines (parent_part, seq, child_part, qty_per)
    select p.part_num || s.parent, s.seq, s.child, s.qty
    from parts p
    join (values ('CYL-2010-24', '2.00', '1.00', 24), ('CYL-2512-36', '2.50', '1.25', 36), ('CYL-3015-48', '3.00', '1.50', 48),
      ('CYL-4020-30', '4.00', '2.00', 30), ('CYL-5020-60', '5.00', '2.00', 60), ('GAS-2010-04', '2.00', '1.00', 4),
      ('GAS-3015-06', '3.00', '1.50', 6)) as m(part_num, bore, rod, stroke) on m.part_num = p.part_num,
    lateral (values
      ('', 10, p.part_num || '-BRL', 1::numeric), ('', 20, p.part_num || '-ROD', 1), ('', 30, 'SEAL-KIT-' || replace(m.bore, '.', ''), 1),
      ('', 40, 'PAINT-BLK-EP', 0.05),
      ('-BRL', 10, (select t.part_num from parts t where t.part_num like 'TUBE-' || m.bore || 'X%' order by 1 limit 1), m.stroke + 3),
      ('-BRL', 20, 'PORT-SAE8', 2), ('-BRL', 30, 'CLEVIS-1.00', 1), ('-BRL', 40, 'WIRE-ER70S6', 0.3),
      ('-ROD', 10, 'ROD-' || m.rod || '-CHR', m.stroke + 5.75), ('-ROD', 20, 'BAR-3.50-1018', 3)
    ) as s(parent, seq, child, qty)
    where s.child is not null and exists (select 1 from parts c where c.part_num = s.child)`);
}
