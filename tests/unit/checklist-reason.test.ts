import { describe, expect, it } from 'vitest';
import { outOfServiceReasonOf } from '@/lib/checklist/rules';
import type { AssetEvent } from '@/lib/checklist/schemas';

const inspection = (id: number, at: string, answers: [number, 'ok' | 'not-ok' | 'na', string][]): AssetEvent => ({
  type: 'inspection',
  id,
  at,
  by: 'Maria Nguyen',
  shiftDate: at.slice(0, 10),
  shift: 1,
  notOk: answers.some(([, a]) => a === 'not-ok'),
  answers: answers.map(([itemId, answer, comment]) => ({
    itemId,
    textEn: `Item ${itemId}`,
    textEs: `Elemento ${itemId}`,
    answer,
    comment,
  })),
});

/** The out-of-service reason is shown in the reader's language (the stored one is English only). */
describe('outOfServiceReasonOf', () => {
  // Newest first, as the asset history comes.
  const history: AssetEvent[] = [
    inspection(3, '2026-11-20T06:00:00Z', [
      [1, 'ok', ''],
      [3, 'not-ok', 'Cable deshilachado'],
      [2, 'not-ok', 'Gancho doblado'],
    ]),
    { type: 'clearance', id: 1, at: '2026-11-19T10:00:00Z', by: 'Dana', note: 'fixed' },
    inspection(1, '2026-11-18T06:00:00Z', [[1, 'not-ok', 'Old fault']]),
  ];
  it('names the Not OK items of the newest checklist that found any, in Spanish or English, with their comments', () => {
    expect(outOfServiceReasonOf(history, 'es')).toBe('Elemento 2: Gancho doblado; Elemento 3: Cable deshilachado');
    expect(outOfServiceReasonOf(history, 'en')).toBe('Item 2: Gancho doblado; Item 3: Cable deshilachado');
  });
  it('is null when no checklist found a fault', () => {
    expect(outOfServiceReasonOf([inspection(5, '2026-11-21T06:00:00Z', [[1, 'ok', '']])], 'es')).toBeNull();
    expect(outOfServiceReasonOf([], 'en')).toBeNull();
  });
});
