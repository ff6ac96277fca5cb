import { describe, expect, it } from 'vitest';
import { actionsByOwner, ageBucket, daysLate, type OpenActionItem } from './open-actions';

const item = (ownerId: number | null, owner: string | null, dueDate: string | null): OpenActionItem => ({
  recordId: 1,
  title: 'Finding',
  plant: 'BGOHIO',
  state: 'open',
  action: 'Do it',
  ownerId,
  owner,
  dueDate,
});

describe('open actions by owner and age', () => {
  it('counts days late from the due date to today, and puts each action in its age column', () => {
    expect(daysLate('2026-11-20', '2026-11-26')).toBe(6);
    expect(daysLate('2026-11-30', '2026-11-26')).toBe(-4);
    expect(daysLate(null, '2026-11-26')).toBe(0);
    expect(
      ['2026-11-26', '2026-11-25', '2026-11-19', '2026-11-18', '2026-10-27', '2026-10-26', null].map((d) => ageBucket(d, '2026-11-26')),
    ).toEqual(['notDue', 'late7', 'late7', 'late30', 'late30', 'lateMore', 'notDue']);
  });

  it('groups by owner, the most late first, and sums every owner', () => {
    const { rows, total } = actionsByOwner(
      [
        item(2001, 'Maria Nguyen', '2026-12-01'),
        item(3001, 'Tom Wilson', '2026-11-01'),
        item(3001, 'Tom Wilson', '2026-11-25'),
        item(2001, 'Maria Nguyen', '2026-09-01'),
        item(2001, 'Maria Nguyen', '2026-11-24'),
        item(null, null, '2026-11-30'),
      ],
      '2026-11-26',
    );
    expect(rows.map((r) => [r.owner, r.ages, r.total, r.late])).toEqual([
      ['Maria Nguyen', { notDue: 1, late7: 1, late30: 0, lateMore: 1 }, 3, 2],
      ['Tom Wilson', { notDue: 0, late7: 1, late30: 1, lateMore: 0 }, 2, 2],
      [null, { notDue: 1, late7: 0, late30: 0, lateMore: 0 }, 1, 0],
    ]);
    expect(total).toMatchObject({ ages: { notDue: 2, late7: 2, late30: 1, lateMore: 1 }, total: 6, late: 4 });
  });
});
