import type { Database } from '@/lib/server/db/database';
import { prepareStatements, prepared, runPrepared, type PreparedStatement } from '@/lib/server/db/prepared';
import type { PartHit, PartSearchResult } from '@/lib/partsearch/schemas';

/**
 * Part search, best first, in up to three steps, each on an index of migrations 0018 and 0025:
 * 1. the part number starts with the text (btree `parts_num_prefix`, read in order);
 * 2. number and description contain every word typed (trigram GIN `parts_search_trgm`, LIKE '%word%'),
 *    at most CANDIDATES of them ranked by word similarity;
 * 3. only when nothing was found: misspellings (the same index, word similarity `<%`).
 * Text is folded as the stored column is (accents off, lower case), so 'TÓRICA' finds 'tórica'.
 */

/**
 * How many contains-matches are ranked at most: a very broad word ('rod') stops there and says `more`.
 * 200 fill a page of results many times over; 2,000 made a broad search (a tenth of all parts) read ten
 * times the rows for the same first page.
 */
const CANDIDATES = 200;
/** Words of a query that narrow it (more are ignored). */
const MAX_WORDS = 4;

/** The part's number and description folded (`part_search_fold`), stored by migration 0025. */
const FOLDED = 'p.search_text';
const ON_HAND = `coalesce((select sum(o.quantity) from on_hand o where o.part_num = p.part_num and o.plant_id = $2), 0)`;
const COLUMNS = `p.part_num as "partNum", p.description, p.uom, p.source, ${ON_HAND}::float8 as "onHand"`;

/**
 * Folds text as `part_search_fold` does: accents off, lower case.
 * @example foldText('Junta TÓRICA') // 'junta torica'
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Whether text holds three letters or digits in a row: the least a trigram index can look up.
 * @example hasTrigram('1.5') // false
 */
export function hasTrigram(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

/** Escapes LIKE's wildcards in a typed word. */
const likeEscape = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

const PREFIX = prepared(
  'partsearch_prefix',
  ['text', 'text', 'integer'],
  `select ${COLUMNS} from parts p
   where lower(p.part_num) ~>=~ $1 and lower(p.part_num) ~<~ ($1 || '~')
   order by lower(p.part_num) = $1 desc, length(p.part_num), lower(p.part_num) limit $3`,
);

/** The contains step for n words ($4.. are the LIKE patterns): ranked by word similarity to the whole text. */
function containsStatement(words: number): PreparedStatement {
  const likes = Array.from({ length: words }, (_, i) => `${FOLDED} like $${i + 4}`).join(' and ');
  return prepared(
    `partsearch_contains_${words}`,
    ['text', 'text', 'integer', ...Array.from({ length: words }, () => 'text' as const)],
    `with c as (select p.part_num from parts p where ${likes} limit ${CANDIDATES + 1})
     select ${COLUMNS}, (select count(*) from c)::int as "found" from c join parts p on p.part_num = c.part_num
     order by lower(p.part_num) like $1 || '%' desc, strict_word_similarity($1, ${FOLDED}) desc, length(p.description), p.part_num
     limit $3`,
  );
}
const CONTAINS = Array.from({ length: MAX_WORDS }, (_, i) => containsStatement(i + 1));

const FUZZY = prepared(
  'partsearch_fuzzy',
  ['text', 'text', 'integer'],
  `select ${COLUMNS} from parts p where $1 <% ${FOLDED}
   order by word_similarity($1, ${FOLDED}) desc, length(p.description), p.part_num limit $3`,
);

type HitRow = PartHit & { found?: number };

const hit = ({ partNum, description, uom, source, onHand }: HitRow): PartHit => ({
  partNum,
  description,
  uom,
  source,
  onHand: Number(onHand),
});

/** Parts matching `text` in number or description, best first; on hand in `plant` ('' for none). */
export async function searchParts(db: Database, text: string, plant: string, limit: number): Promise<PartSearchResult> {
  const folded = foldText(text).replace(/\s+/g, ' ').trim();
  const ready = await prepareStatements(db, [PREFIX, ...CONTAINS, FUZZY]);
  const found = new Map<string, PartHit>();
  const add = (rows: HitRow[]): void => {
    for (const row of rows) if (!found.has(row.partNum) && found.size < limit) found.set(row.partNum, hit(row));
  };
  add(await runPrepared<HitRow>(db, PREFIX, [folded, plant, limit], ready));
  let more = false;
  // Trigrams need three characters: one or two narrow only by the number's prefix.
  const words = folded
    .split(' ')
    .filter((w) => w.length >= 3)
    .slice(0, MAX_WORDS);
  // The index finds only words with a trigram of its own (three letters or digits in a row); text with
  // none ('"%\'', '1.5') would make the database read every part, so it narrows by the prefix alone.
  const indexable = words.some(hasTrigram);
  if (found.size < limit && indexable) {
    const patterns = words.map((w) => `%${likeEscape(w)}%`);
    const rows = await runPrepared<HitRow>(db, CONTAINS[words.length - 1]!, [folded, plant, limit, ...patterns], ready);
    more = Number(rows[0]?.found ?? 0) > CANDIDATES;
    add(rows);
  }
  // Misspellings only when nothing matched as typed: a fragment that matched a few ('TUBE-3') would
  // otherwise rank every part sharing a trigram with it (all 40,000 tubes: seconds at 200,000 parts).
  if (found.size === 0 && hasTrigram(folded)) add(await runPrepared<HitRow>(db, FUZZY, [folded, plant, limit], ready));
  return { parts: [...found.values()], more };
}
