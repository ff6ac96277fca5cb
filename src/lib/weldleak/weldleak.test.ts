import { describe, expect, it } from 'vitest';
import { apiQueryOf, readListFilter } from './list-filter';
import { missingRepairFields, paretoOf } from './rules';
import { weldLeakInputSchema } from './schemas';

describe('weld leak rules', () => {
  it('sorts a Pareto largest first with the running share of the total', () => {
    expect(
      paretoOf([
        { key: 'crack', count: 1 },
        { key: 'undercut', count: 3 },
        { key: 'overlap', count: 0 },
      ]),
    ).toEqual([
      { key: 'undercut', count: 3, cumulative: 75 },
      { key: 'crack', count: 1, cumulative: 100 },
    ]);
    expect(paretoOf([])).toEqual([]);
  });

  it('names the repair fields Close Entry still needs', () => {
    expect(missingRepairFields({ repairInitials: '', repairMinutes: null, correctiveAction: '' })).toEqual([
      'repairInitials',
      'repairMinutes',
      'correctiveAction',
    ]);
    expect(missingRepairFields({ repairInitials: 'KO', repairMinutes: 20, correctiveAction: 'Re-welded' })).toEqual([]);
  });

  it('reads form strings: minutes as a number or empty, initials upper-case', () => {
    const base = {
      plant: 'SPIRITLA',
      date: '2026-11-20',
      type: 'gas',
      cylinderNumber: 'X1',
      cell: 'Cell 1',
      jobNumber: '118204',
      shift: '1',
      robotOperator: 'A',
      quantity: '1',
      location: 'leak test',
      leakLocation: 'port weld',
      defectType: 'crack',
      feature: 'port',
      orientation: '3:00',
      repairInitials: 'ko',
      correctiveAction: '',
      comments: '',
    };
    expect(weldLeakInputSchema.parse({ ...base, repairMinutes: '' })).toMatchObject({
      repairMinutes: null,
      repairInitials: 'KO',
      shift: 1,
    });
    expect(weldLeakInputSchema.parse({ ...base, repairMinutes: ' 45 ' }).repairMinutes).toBe(45);
    expect(weldLeakInputSchema.safeParse({ ...base, repairMinutes: '45m' }).success).toBe(false);
  });

  it("keeps the list on 'Last Three Months' unless a date range is chosen with a date", () => {
    expect(readListFilter(new URLSearchParams(''))).toEqual({
      plant: 'All',
      window: 'three',
      from: '',
      to: '',
      incomplete: false,
      page: 1,
    });
    expect(readListFilter(new URLSearchParams('window=range'))).toMatchObject({ window: 'three' });
    const range = readListFilter(new URLSearchParams('plant=BGOHIO&window=range&from=2026-01-01&incomplete=1&page=3'));
    expect(range).toMatchObject({ plant: 'BGOHIO', window: 'range', from: '2026-01-01', incomplete: true, page: 3 });
    expect(apiQueryOf(range)).toEqual({ plant: 'BGOHIO', incomplete: true, from: '2026-01-01', to: undefined });
    expect(readListFilter(new URLSearchParams('plant=Mars&page=-2'))).toMatchObject({ plant: 'All', page: 1 });
  });
});
