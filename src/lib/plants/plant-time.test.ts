import { describe, expect, it } from 'vitest';
import { localToday, plantZone } from './plant-time';

describe('plant time', () => {
  it("names each plant's zone, Central for an unknown plant", () => {
    expect(plantZone('BGOHIO')).toBe('America/New_York');
    expect(plantZone('SPIRITLA')).toBe('America/Chicago');
    expect(plantZone('GONE')).toBe('America/Chicago');
    expect(plantZone(null)).toBe('America/Chicago');
  });

  it("gives today at the plant, UTC's for the whole company", () => {
    const evening = new Date('2026-01-06T03:00:00Z'); // 21:00 in Iowa, 22:00 in Ohio
    expect(localToday(evening, 'SPIRITLA')).toEqual({ date: '2026-01-05', year: 2026, month: 1 });
    expect(localToday(new Date('2026-01-01T04:30:00Z'), 'BGOHIO').date).toBe('2025-12-31');
    expect(localToday(new Date('2026-01-01T04:30:00Z'), 'MfgSys').date).toBe('2025-12-31');
    expect(localToday(evening, null).date).toBe('2026-01-06');
  });
});
