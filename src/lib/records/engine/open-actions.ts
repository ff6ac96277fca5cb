/** How late an open action is against its due date: the dashboard's age columns. */
export const AGE_BUCKETS = ['notDue', 'late7', 'late30', 'lateMore'] as const;

/** One of `AGE_BUCKETS`. */
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** An open action as the dashboard needs it (the API's `RecordOpenAction`). */
export interface OpenActionItem {
  recordId: number;
  title: string;
  plant: string;
  state: string;
  action: string;
  ownerId: number | null;
  owner: string | null;
  dueDate: string | null;
}

const DAY_MS = 86_400_000;

/**
 * Whole days from a due date (yyyy-mm-dd) to today (yyyy-mm-dd): 0 or less is not late; no date is not late.
 * @example daysLate('2026-11-20', '2026-11-26') // 6
 */
export function daysLate(due: string | null, today: string): number {
  if (!due || !/^\d{4}-\d{2}-\d{2}/.test(due)) return 0;
  return Math.round((Date.parse(today.slice(0, 10)) - Date.parse(due.slice(0, 10))) / DAY_MS);
}

/** The age column of an action: not yet due, 1-7, 8-30 or more than 30 days late. */
export function ageBucket(due: string | null, today: string): AgeBucket {
  const late = daysLate(due, today);
  return late <= 0 ? 'notDue' : late <= 7 ? 'late7' : late <= 30 ? 'late30' : 'lateMore';
}

/** One owner's row of the dashboard: their open actions by age, and the total. */
export interface OwnerAges {
  ownerId: number | null;
  owner: string | null;
  ages: Record<AgeBucket, number>;
  total: number;
  late: number;
}

/**
 * Open actions by owner and age, the owners with the most late actions first (then the most open, then by name);
 * the last row (ownerId null) sums every owner.
 */
export function actionsByOwner(items: readonly OpenActionItem[], today: string): { rows: OwnerAges[]; total: OwnerAges } {
  const empty = (): Record<AgeBucket, number> => ({ notDue: 0, late7: 0, late30: 0, lateMore: 0 });
  const byOwner = new Map<number | null, OwnerAges>();
  const total: OwnerAges = { ownerId: null, owner: null, ages: empty(), total: 0, late: 0 };
  for (const item of items) {
    let row = byOwner.get(item.ownerId);
    if (!row) byOwner.set(item.ownerId, (row = { ownerId: item.ownerId, owner: item.owner, ages: empty(), total: 0, late: 0 }));
    const bucket = ageBucket(item.dueDate, today);
    for (const r of [row, total]) {
      r.ages[bucket] += 1;
      r.total += 1;
      if (bucket !== 'notDue') r.late += 1;
    }
  }
  const rows = [...byOwner.values()].sort((a, b) => b.late - a.late || b.total - a.total || (a.owner ?? '').localeCompare(b.owner ?? ''));
  return { rows, total };
}
