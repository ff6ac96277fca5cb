import { describe, expect, it } from 'vitest';
import { firstSegment } from './portal-handler';

describe('firstSegment', () => {
  it('names the first path segment, decoded, without the query', () => {
    expect(firstSegment('/Maintenance/Asset?id=1')).toBe('Maintenance');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('/?x=1')).toBe('');
    expect(firstSegment('//favicon.svg')).toBe('favicon.svg');
    expect(firstSegment('/%6Cocales/en/translation.json')).toBe('locales');
    expect(firstSegment('/sw.js#top')).toBe('sw.js');
  });
  it('answers null for an address that does not decode (the standalone handler answers it 400)', () => {
    expect(firstSegment('/%E0%A4%A')).toBeNull();
  });
});
