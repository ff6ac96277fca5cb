import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROUTES } from '@/lib/routes';

/**
 * What "left in English" means on a Spanish page, for spanish-everywhere.spec: the English of every text
 * whose Spanish differs (locale files, application and page titles), and a few English words no Spanish
 * control or message may ever say; with the data and codes that read the same in both languages allowed.
 */

type Tree = { readonly [key: string]: string | Tree };

/** Every key's text of a namespace tree, by dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** A text as the page shows it, compared: spaces folded, a trailing colon or required mark dropped. */
export function normal(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:*]$/, '')
    .trim();
}

/** A locale text turned into a whole-text pattern: each interpolation matches any words. */
function patternOf(text: string): RegExp {
  const escaped = normal(text)
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(`^${escaped}$`);
}

/** The English texts of the portal whose Spanish differs, each with where it comes from: whole texts, and patterns of those with values. */
export interface EnglishTexts {
  readonly exact: Map<string, string>;
  readonly patterns: { readonly source: string; readonly pattern: RegExp }[];
}

/** Every English text of the portal whose Spanish differs: locale keys, application and page titles. */
export function englishTexts(): EnglishTexts {
  const found: EnglishTexts = { exact: new Map(), patterns: [] };
  const add = (source: string, en: string, es: string | undefined): void => {
    const text = normal(en);
    // Single letters, units and codes ('EA', 'OK', '%') are the same words in both languages.
    if (es === undefined || normal(es) === text || text.replace(/\{\{[^}]+\}\}/g, '').replace(/[^\p{L}]/gu, '').length < 3) return;
    if (text.includes('{{')) found.patterns.push({ source, pattern: patternOf(text) });
    else if (!found.exact.has(text)) found.exact.set(text, source);
  };
  const locales = path.resolve('public/locales');
  const read = (lang: string, file: string): Tree => JSON.parse(readFileSync(path.join(locales, lang, file), 'utf8')) as Tree;
  for (const file of readdirSync(path.join(locales, 'en'))) {
    const es = flatten(read('es', file));
    for (const [key, en] of flatten(read('en', file))) add(`${file.replace('.json', '')}:${key}`, en, es.get(key));
  }
  for (const [key, app] of Object.entries(APPS)) add(`app ${key}`, app.title.en, app.title.es);
  for (const route of ROUTES) if (route.title) add(`page ${route.path}`, route.title.en, route.title.es);
  return found;
}

/**
 * English words no button, label, heading, placeholder, option or message of a Spanish page says; each
 * is matched as a whole word, the lower-case ones in any case (their capitals are not Spanish either).
 */
export const ENGLISH_WORDS = [
  'Save',
  'Cancel',
  'Search',
  'Required',
  'Submit',
  'Close',
  'Next',
  'Previous',
  'Loading',
  'No results',
  'Delete',
  'Edit',
  'Add',
  'Back',
  'Print',
  'Send',
  'Refresh',
  'Clear',
  'Filter',
  'Yes',
  'Open',
  'Select',
  'Choose',
  'Confirm',
  'Apply',
  'Reset',
  'Upload',
  'Download',
  'Export',
  'Show',
  'Hide',
  'Help',
  'Settings',
  'Sign out',
  'Sign in',
  'Please',
  'Enter',
  'Invalid',
  'Name',
  'Date',
  'Quantity',
  'Comment',
  'Reason',
  'Description',
  'Notes',
  'Actions',
  'Employee',
  'Approve',
  'Reject',
  'Done',
  'Nothing',
  'Page',
  'the',
  'and',
  'with',
  'of',
  'for',
  'not',
  'an error occurred',
] as const;

/** One pattern that finds any of ENGLISH_WORDS as a whole word. */
export const ENGLISH_WORD = new RegExp(
  `(?<![\\p{L}\\d])(${ENGLISH_WORDS.map((w) => (w === w.toLowerCase() ? `(?i:${w})` : w)).join('|')})(?![\\p{L}\\d])`,
  'u',
);
