import { prepared } from '@/lib/server/db/prepared';
import { wordPieces } from '@/lib/partsearch/search-words';

/** Vocabulary words a typed word's count adds up at most: past that it counts as too common to walk. */
const COUNTED = 64;

/**
 * For each word ($1: words between spaces): how many vocabulary words start with it (at most COUNTED,
 * read in order so that a short prefix of thousands stops there) and how many parts have them, a word
 * with a hyphen also counting the part numbers that start with it (the vocabulary leaves those out);
 * when no part has any, the nearest word of a description (trigram similarity on the vocabulary's
 * index, a few thousand words) with its count.
 */
export const VOCAB = prepared(
  'partsearch_vocab',
  ['text'],
  `select c.word, s.words::int as "words", s.parts::int as "parts", n.word as "near", n.parts as "nearParts"
   from unnest(string_to_array($1, ' ')) as c(word)
   cross join lateral (select count(*) as words, coalesce(sum(v.parts), 0) as parts from (
     (select v.parts from part_vocab v where v.word >= c.word and v.word < c.word || chr(1114111) order by v.word limit ${COUNTED})
     union all
     (select 1 from parts p where strpos(c.word, '-') > 0 and lower(p.part_num) ~>=~ c.word and lower(p.part_num) ~<~ (c.word || chr(1114111))
      order by lower(p.part_num) using ~<~ limit ${COUNTED})) v) s
   left join lateral (select f.word, f.parts from part_vocab f
     where s.parts = 0 and f.described and f.parts > 0 and f.word % c.word
     order by similarity(f.word, c.word) desc, f.parts desc, f.word limit 1) n on true`,
  { keepPlan: true },
);

/** A row of VOCAB. */
export type VocabRow = {
  word: string;
  words: number;
  parts: number;
  near: string | null;
  nearParts: number | null;
};

/** What the walk reads: the words every part must have (misspellings corrected) and the one whose range it walks. */
export interface WalkPlan {
  words: string[];
  drive: string;
}

/** How many parts a word's range holds, for choosing the rarest: a range of COUNTED words or more is taken as all parts. */
const weight = (row: VocabRow): number => (row.words >= COUNTED ? Number.MAX_SAFE_INTEGER - COUNTED + row.parts : row.parts);

/**
 * The walk for typed words, from their VOCAB rows: a word no part has is replaced by its nearest word
 * (none: nothing can match, so no walk); the range walked is the rarest word's, or the rarest piece's
 * of a hyphenated word ('3015-048' is a piece of no word's start but its pieces are words).
 * @example planWalk(['nameplte'], rows) // { words: ['nameplate'], drive: 'nameplate' }
 */
export function planWalk(typed: readonly string[], vocab: readonly VocabRow[]): WalkPlan | undefined {
  const row = new Map(vocab.map((r) => [r.word, r]));
  const words: string[] = [];
  let drive: { word: string; weight: number } | undefined;
  const consider = (word: string, w: number): void => {
    if (!drive || w < drive.weight) drive = { word, weight: w };
  };
  for (const word of typed) {
    const own = row.get(word);
    const pieces = wordPieces(word).map((p) => row.get(p));
    const known = pieces.length > 0 && pieces.every((p) => p && p.parts > 0);
    if (own && own.parts > 0) consider(word, weight(own));
    // Every piece of a hyphenated word starts one of the part's words: any of them may be walked.
    if (known) for (const p of pieces) consider(p!.word, weight(p!));
    if ((own && own.parts > 0) || known) words.push(word);
    else if (own?.near) {
      words.push(own.near);
      consider(own.near, own.nearParts ?? 0);
    } else return undefined;
  }
  return drive ? { words: [...new Set(words)], drive: drive.word } : undefined;
}
