import { describe, expect, it } from 'vitest';
import { ROUTES } from './table';

/** A word of a source file's name ('indexPage', 'indexTable'), not of a page a person opens. */
const FILE_WORDS = /(^|\P{L})(index|índice)(\P{L}|$)/iu;

describe('route titles', () => {
  it('name every page as a person would, in English and Spanish: no tab is called "Index Page" or "Tabla índice"', () => {
    const bad = ROUTES.flatMap((route) =>
      route.title ? [route.title.en, route.title.es].filter((title) => FILE_WORDS.test(title)).map((t) => `${route.path}: ${t}`) : [],
    );
    expect(bad).toEqual([]);
  });
});
