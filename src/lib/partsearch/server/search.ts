import type { Database } from '@/lib/server/db/database';
import { prepareStatements, prepared, runPrepared, type PreparedStatement, type PreparedValue } from '@/lib/server/db/prepared';
import type { PartHit, PartSearchResult } from '@/lib/partsearch/schemas';
import { compactNumber, foldText, searchWords, wordPieces } from '@/lib/partsearch/search-words';
import { planWalk, VOCAB, type VocabRow } from './search-plan';

/**
 * Part search, best first, in at most three statements on the indexes of migrations 0029 and 0031, each reading
 * about as many rows as it answers, however many parts there are:
 * 1. the part number starts with the text, both as letters and digits only (btree `parts_num_compact`, read in its order);
 * 2. how many parts have each typed word (`part_vocab`, a few rows), and for a word no part has, the
 *    nearest word of a description (trigram index on the vocabulary: a misspelling);
 * 3. the rarest typed word's range of `part_words` read in order (word, rank), each row checked for the
 *    other words on the part's text its index entry carries, until the page is full.
 * Text is folded as the database folds it (accents off, lower case), so 'TÓRICA' finds 'tórica'.
 */

/** Words of a query that narrow it (more are ignored). */
const MAX_WORDS = 8;

const ON_HAND = `coalesce((select sum(o.quantity) from on_hand o where o.part_num = p.part_num and o.plant_id = $2), 0)`;
const COLUMNS = `p.part_num as "partNum", p.description, p.uom, p.source, ${ON_HAND}::float8 as "onHand"`;

// The number's letters and digits (index `parts_num_compact`) read in its own order: the exact number first (a
// prefix sorts before its longer numbers), and a number typed without its hyphens or with spaces found all the same.
const PREFIX = prepared(
  'partsearch_prefix',
  ['text', 'text', 'integer'],
  `select ${COLUMNS} from parts p
   where part_num_compact(p.part_num) ~>=~ $1 and part_num_compact(p.part_num) ~<~ ($1 || chr(1114111))
   order by part_num_compact(p.part_num) using ~<~, lower(p.part_num) using ~<~ limit $3`,
  { keepPlan: true },
);

/**
 * The walk for n typed words: $1 is the word whose range is read until $3 parts matched, $4.. the LIKE
 * patterns of every typed word (' word' or '-word' in `search_words`). Each row is checked on the text
 * its index entry carries (migration 0031), so the range is read index-only, never a part looked up
 * per row. The check is a subquery on purpose: the patterns as plain conditions let the cached plan
 * take the range for a few rows and sort them (a bitmap scan of the whole range) instead of reading it
 * in order. A part met twice (two of its words start with $1) counts once. The page is shown best
 * first: the exact word before longer ones, a word of the number before one of the description, then
 * the shorter description.
 */
function walkStatement(words: number): PreparedStatement {
  const checks = Array.from({ length: words }, (_, i) => `(w.search_words like $${4 + 2 * i} or w.search_words like $${5 + 2 * i})`);
  return prepared(
    `partsearch_walk_${words}`,
    ['text', 'text', 'integer', ...Array.from({ length: 2 * words }, () => 'text' as const)],
    `with hits as materialized (
       select w.part_num, w.word, w.rank, row_number() over () as n from (
         select w.part_num, w.word, w.rank from part_words w
         where w.word >= $1 and w.word < $1 || chr(1114111) and (select ${checks.join(' and ')})
         order by w.word, w.rank, w.part_num limit $3) w),
     firsts as (select distinct on (part_num) part_num, word, rank >> 28 as kind from hits order by part_num, n)
     select ${COLUMNS}, (select count(*) from hits)::int as "walked" from firsts f join parts p on p.part_num = f.part_num
     order by f.word, f.kind, length(p.description), p.part_num`,
    { keepPlan: true },
  );
}
const WALKS = Array.from({ length: MAX_WORDS }, (_, i) => walkStatement(i + 1));

type HitRow = PartHit & { walked?: number };

const hit = ({ partNum, description, uom, source, onHand }: HitRow): PartHit => ({
  partNum,
  description,
  uom,
  source,
  onHand: Number(onHand),
});

/** Escapes LIKE's wildcards in a typed word. */
const likeEscape = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The walk a search makes: its statement and values. */
export interface SearchWalk {
  statement: PreparedStatement;
  values: PreparedValue[];
}

/**
 * The walk for a folded text (step 3), after step 2 has counted its words; undefined when no part can
 * match (a word that neither starts a word of a part nor resembles one). `rows` is how many parts it stops at.
 */
export async function planSearch(
  db: Database,
  folded: string,
  plant: string,
  rows: number,
  ready: boolean,
): Promise<SearchWalk | undefined> {
  const words = searchWords(folded).slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const candidates = [...new Set(words.flatMap((w) => [w, ...wordPieces(w)]))];
  const plan = planWalk(words, await runPrepared<VocabRow>(db, VOCAB, [candidates.join(' ')], ready));
  if (!plan) return undefined;
  const patterns = plan.words.flatMap((w) => [`% ${likeEscape(w)}%`, `%-${likeEscape(w)}%`]);
  return { statement: WALKS[plan.words.length - 1]!, values: [plan.drive, plant, rows, ...patterns] };
}

/** Parts matching `text` in number or description, best first; on hand in `plant` ('' for none). */
export async function searchParts(db: Database, text: string, plant: string, limit: number): Promise<PartSearchResult> {
  const folded = foldText(text).replace(/\s+/g, ' ').trim();
  const ready = await prepareStatements(db, [PREFIX, VOCAB, ...WALKS]);
  const compact = compactNumber(folded);
  const prefix = compact === '' ? [] : await runPrepared<HitRow>(db, PREFIX, [compact, plant, limit + 1], ready);
  const parts = prefix.slice(0, limit).map(hit);
  if (prefix.length > limit) return { parts, more: true };
  // A few more than the page: a part met twice in the range still leaves a full page, and one more says `more`.
  const rows = limit + 5;
  const walk = await planSearch(db, folded, plant, rows, ready);
  if (!walk) return { parts, more: false };
  const walked = await runPrepared<HitRow>(db, walk.statement, walk.values, ready);
  const fresh = walked.filter((r) => !parts.some((p) => p.partNum === r.partNum));
  return {
    parts: [...parts, ...fresh.map(hit)].slice(0, limit),
    more: parts.length + fresh.length > limit || Number(walked[0]?.walked ?? 0) >= rows,
  };
}
