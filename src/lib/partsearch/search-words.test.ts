import { describe, expect, it } from 'vitest';
import { compactNumber, foldText, searchWords, wordPieces } from './search-words';

describe('part search words', () => {
  it('folds accents and case, and cuts at spaces and punctuation but not inside numbers', () => {
    expect(foldText('Junta TÓRICA')).toBe('junta torica');
    expect(searchWords('Seal kit, 3.00 bore (JUNTA TÓRICA); 1/8 NPT')).toEqual([
      'seal',
      'kit',
      '3.00',
      'bore',
      'junta',
      'torica',
      '1/8',
      'npt',
    ]);
    expect(searchWords('CYL-3015-048CL x 53.50')).toEqual(['cyl-3015-048cl', 'x', '53.50']);
  });

  it('drops repeats, bare punctuation and a leading hyphen', () => {
    expect(searchWords('rod rod - . / -RCH')).toEqual(['rod', 'rch']);
    expect(searchWords(`"%'`)).toEqual([]);
  });

  it('gives the pieces of a hyphenated word', () => {
    expect(wordPieces('cyl-3015-048')).toEqual(['cyl', '3015', '048']);
    expect(wordPieces('cyl-')).toEqual(['cyl']);
    expect(wordPieces('3.00')).toEqual([]);
  });

  it('compacts a part number to its letters and digits, as the database does', () => {
    expect(compactNumber('CYL 2010-24')).toBe('cyl201024');
    expect(compactNumber('Seal-Kit 200')).toBe('sealkit200');
    expect(compactNumber('TÓRICA-3.00')).toBe('torica300');
    expect(compactNumber(`"%'`)).toBe('');
  });
});
