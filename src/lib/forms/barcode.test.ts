import { describe, expect, it } from 'vitest';
import { readScan } from './barcode';

describe('a scanned value is read against the caller pattern', () => {
  it('accepts a whole match, trimmed of what the scanner adds at the ends', () => {
    expect(readScan(' 118201 ', /\d{6}/)).toEqual({ ok: true, value: '118201' });
    expect(readScan('a-03-2', '[A-Z]-\\d{2}-\\d')).toEqual({ ok: false, value: 'a-03-2' });
    expect(readScan('a-03-2', /[A-Z]-\d{2}-\d/i)).toEqual({ ok: true, value: 'a-03-2' });
  });

  it('refuses a partial match, so a code with extra characters is not taken', () => {
    expect(readScan('1182019', /\d{6}/).ok).toBe(false);
    expect(readScan('X118201', '\\d{6}').ok).toBe(false);
    expect(readScan('50|60', '50|60').ok).toBe(false);
  });

  it('refuses an empty scan and takes any value when there is no pattern', () => {
    expect(readScan('   ').ok).toBe(false);
    expect(readScan('ANYTHING 1')).toEqual({ ok: true, value: 'ANYTHING 1' });
  });

  it('ignores a global flag, so a scan read twice answers the same', () => {
    const pattern = /\d+/g;
    expect([readScan('12', pattern).ok, readScan('12', pattern).ok]).toEqual([true, true]);
  });
});
