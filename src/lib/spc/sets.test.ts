import { describe, expect, it } from 'vitest';
import type { Characteristic } from './schemas';
import { partsOf, setsOf } from './sets';

const ch = (id: number, setId: number, plant: string, partNum: string, operation: number): Characteristic => ({
  id,
  setId,
  plant,
  partNum,
  operation,
  name: `C${id}`,
  unit: 'mm',
  nominal: 1,
  lsl: 0.9,
  usl: 1.1,
  subgroupSize: 5,
  frequency: '',
  chartType: 'xbar-r',
  tests: [],
  subgroups: 0,
  lastTakenAt: null,
});

describe('inspection sets and parts from characteristics', () => {
  const items = [
    ch(1, 10, 'BGOHIO', 'B-1', 20),
    ch(2, 10, 'BGOHIO', 'B-1', 20),
    ch(3, 11, 'BGOHIO', 'B-1', 10),
    ch(4, 12, 'SPIRITLA', 'A-9', 30),
    ch(5, 13, 'MfgSys', 'B-1', 20),
  ];

  it('groups characteristics by set, keeping the listed order', () => {
    const sets = setsOf(items);
    expect(sets.map((s) => [s.setId, s.characteristics.map((c) => c.id)])).toEqual([
      [10, [1, 2]],
      [11, [3]],
      [12, [4]],
      [13, [5]],
    ]);
    expect(sets[0]).toMatchObject({ plant: 'BGOHIO', partNum: 'B-1', operation: 20 });
  });

  it('counts each part once, with its plants, sorted operations, sets and characteristics', () => {
    expect(partsOf(items)).toEqual([
      { partNum: 'A-9', plants: ['SPIRITLA'], operations: [30], sets: 1, characteristics: 1 },
      { partNum: 'B-1', plants: ['BGOHIO', 'MfgSys'], operations: [10, 20], sets: 3, characteristics: 4 },
    ]);
  });
});
