/**
 * How part search cuts text into words, the same way the database does (`part_search_clean` and
 * `part_search_ranked`, migration 0029): folded (accents off, lower case), split at spaces and
 * punctuation but not at '.', '/' or '-', so '1.50', '1/8' and 'CYL-3015-048CL' stay whole.
 */

/** What separates words: the bracket of `part_search_clean`'s regular expression, character for character. */
const SEPARATORS = /[\s,;:()[\]{}"'!?*+=<>|\\&%$#@^~`]+/;

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

/** Whether a token is a word (more than the '.', '/' and '-' a token may hold). */
const isWord = (token: string): boolean => /[^./-]/.test(token);

/**
 * The distinct words of a typed text, in the order typed.
 * @example searchWords('Seal kit, 3.00 (TÓRICA)') // ['seal', 'kit', '3.00', 'torica']
 */
export function searchWords(text: string): string[] {
  // A leading hyphen ('-RCH') is where a piece starts, not part of the word.
  const words = foldText(text)
    .split(SEPARATORS)
    .map((w) => w.replace(/^-+/, ''))
    .filter(isWord);
  return [...new Set(words)];
}

/**
 * The pieces of a hyphenated word, each also a word of the index.
 * @example wordPieces('cyl-3015-048') // ['cyl', '3015', '048']
 */
export function wordPieces(word: string): string[] {
  return word.includes('-') ? word.split('-').filter(isWord) : [];
}

/**
 * A part number as letters and digits only, as `part_num_compact` makes it (migration 0032): what is
 * typed is compared so, and punctuation and spaces in a number do not matter.
 * @example compactNumber('CYL 2010-24') // 'cyl201024'
 */
export function compactNumber(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '');
}
