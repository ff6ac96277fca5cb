import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeText, literal, onPglite, prepareStatements, type PreparedValue } from '@/lib/server/db/prepared';
import { searchWords, wordPieces } from '@/lib/partsearch/search-words';
import { planSearch, searchParts } from '@/lib/partsearch/server/search';
import type { ApiHarness } from './helpers/api-harness';

const PART = 'PSW-TEST-1';
const DESCRIPTION = 'Grommet, neoprene (junta TÓRICA) 1/8-NPT x 2.50';

type Row = Record<string, unknown>;
type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The word index of part search (migration 0029) on the real database: it cuts a part as the search
 * cuts typed text, follows every insert, change and removal of a part, and a search reads about a page
 * of it however common the words typed are.
 */
export function definePartWordsTests(harness: () => ApiHarness): void {
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
    (((await harness().database.db.execute(query)) as unknown as { rows: Row[] }).rows ?? []) as Row[];
  const wordsOf = async (partNum: string): Promise<string[]> =>
    (await rows(sql`select distinct word from part_words where part_num = ${partNum} order by word`)).map((r) => String(r['word']));
  const vocab = async (word: string): Promise<number> =>
    Number((await rows(sql`select coalesce(sum(parts), 0)::int as n from part_vocab where word = ${word}`))[0]?.['n'] ?? 0);
  const found = async (q: string): Promise<string[]> => (await searchParts(harness().database.db, q, '', 25)).parts.map((p) => p.partNum);

  describe('the word index', () => {
    it('holds the words the search cuts typed text into, accents and case folded, hyphenated ones also in pieces', async () => {
      await harness().database.db.execute(sql`insert into parts (part_num, description, uom) values (${PART}, ${DESCRIPTION}, 'EA')`);
      try {
        const typed = searchWords(`${PART} ${DESCRIPTION}`);
        const expected = [...new Set([...typed, ...typed.flatMap(wordPieces)])].sort();
        expect(await wordsOf(PART)).toEqual(expected);
        expect(expected).toEqual(expect.arrayContaining(['psw-test-1', 'test', 'torica', '1/8-npt', 'npt', '2.50']));
        expect(await found('grommet TORICA 1/8')).toEqual([PART]);
      } finally {
        await harness().database.db.execute(sql`delete from parts where part_num = ${PART}`);
      }
    });

    it('follows a part described anew, renamed and removed, its words counted', async () => {
      const db = harness().database.db;
      const neoprene = await vocab('neoprene');
      await db.execute(sql`insert into parts (part_num, description, uom) values (${PART}, ${DESCRIPTION}, 'EA')`);
      try {
        expect(await vocab('neoprene')).toBe(neoprene + 1);
        await db.execute(sql`update parts set description = 'Bushing, bronze, flanged' where part_num = ${PART}`);
        expect(await found('grommet')).toEqual([]);
        expect(await found('bushing bronze')).toEqual([PART]);
        expect(await vocab('neoprene')).toBe(neoprene);
        await db.execute(sql`update parts set part_num = 'PSW-TEST-2' where part_num = ${PART}`);
        expect(await found('bushing bronze')).toEqual(['PSW-TEST-2']);
        expect(await wordsOf(PART)).toEqual([]);
      } finally {
        await db.execute(sql`delete from parts where part_num in (${PART}, 'PSW-TEST-2')`);
      }
      expect(await wordsOf('PSW-TEST-2')).toEqual([]);
      expect(await vocab('bushing')).toBe(0);
      expect(await found('bushing')).toEqual([]);
    });

    it('finds a piece of a number, a word begun, and corrects a misspelt word', async () => {
      expect(await found('3015-048')).toContain('CYL-3015-048CL');
      const rch = await found('rch 3015');
      expect(rch.length).toBeGreaterThan(0);
      expect(rch.every((n) => n.startsWith('CYL-3015-') && n.endsWith('-RCH'))).toBe(true);
      const begun = await found('chrome plat 1.50 x 53.5');
      expect(begun).toContain('CYL-3015-048CL-RCH');
      expect(await found('glnd 4.00 1.50')).toEqual(['GLD-4.00-1.50']);
    });

    it('reads about a page of a word tens of thousands of parts have, in the order it answers (no sort, no scan of parts)', async () => {
      const db = harness().database.db;
      expect(await vocab('rod')).toBeGreaterThan(10_000);
      const ready = await prepareStatements(db, []);
      const walk = (await planSearch(db, 'rod piston 1.50', '', 30, false))!;
      expect(walk.values[0]).toBe('1.50');
      // The plan the search runs: a prepared statement's cached (generic) plan, on PGlite and on PostgreSQL
      // (a named statement of the connection there; one transaction keeps this test's on one connection).
      const explain = async (run: (query: ReturnType<typeof sql>) => Promise<Row[]>): Promise<PlanNode[]> => {
        await run(sql.raw('set plan_cache_mode = force_generic_plan'));
        try {
          let text = '';
          if (onPglite(db) && ready) {
            await prepareStatements(db, [walk.statement]);
            text = executeText(db, walk.statement, walk.values);
          } else {
            await run(sql.raw(`prepare psw_walk(${walk.statement.types.join(', ')}) as ${walk.statement.text}`));
            const args = walk.values.map((v, i) => `${literal(v as PreparedValue)}::${walk.statement.types[i]}`);
            text = `execute psw_walk(${args.join(', ')})`;
          }
          const [explained] = await run(sql.raw(`explain (analyze, format json) ${text}`));
          return nodes((Object.values(explained!)[0] as { Plan: PlanNode }[])[0]!.Plan);
        } finally {
          await run(sql.raw('reset plan_cache_mode'));
        }
      };
      const plan =
        onPglite(db) && ready
          ? await explain(rows)
          : await db.transaction(async (tx) => {
              const inTx = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
                ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
              const found = await explain(inTx);
              await inTx(sql.raw('deallocate psw_walk'));
              return found;
            });
      const scan = plan.find((n) => n['Index Name'] === 'part_words_walk')!;
      expect(scan['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(scan['Actual Rows'] + (scan['Rows Removed by Filter'] ?? 0)).toBeLessThan(1_000);
      expect(plan.some((n) => n['Node Type'] === 'Seq Scan')).toBe(false);
      // The range is read in the order the walk stops in: nothing between its scan and the limit sorts it.
      const limits = plan.filter((n) => n['Node Type'] === 'Limit' && nodes(n).includes(scan));
      const nearest = limits.find((l) => !limits.some((m) => m !== l && nodes(l).includes(m)))!;
      expect(nodes(nearest).filter((n) => n['Node Type'] === 'Sort' && nodes(n).includes(scan))).toEqual([]);
    });
  });
}
