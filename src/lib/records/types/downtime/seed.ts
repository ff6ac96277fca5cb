import type { SeedStory } from '@/lib/records/engine/server/seed-story';

/** The cells that stop most at each plant, by the work center codes their boards use. */
const CELLS: Record<string, string[]> = {
  MfgSys: ['WELD-01', 'SAW-02', 'CNC-04'],
  SPIRITLA: ['TUBE-01', 'HONE-02', 'WELD-03'],
  BGOHIO: ['PRESS-01', 'CHROME-02', 'ASSY-03'],
  REBUILD: ['PLATE-01', 'POLISH-02', 'GRIND-01'],
};

const at = (now: Date, daysAgo: number, hour: number, minute = 0) => {
  const d = new Date(now.getTime() - daysAgo * 86_400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
};

/**
 * A plant's last two weeks of stops: a welder's wire feeder that keeps failing, changeovers, a shift short of
 * an operator, a quality hold; the newest stop is still open (no end yet), so its minutes are empty.
 */
export function downtimeStories(plant: string, now: Date, people: readonly number[]): SeedStory[] {
  const [a, b, c] = CELLS[plant]!;
  const stop = (age: number, cell: string, hour: number, minutes: number, reason: string, notes: string, by: number): SeedStory => {
    const startedAt = at(now, age, hour);
    const endedAt = new Date(Date.parse(startedAt) + minutes * 60_000).toISOString();
    return {
      type: 'Downtime',
      plant,
      state: 'closed',
      path: ['closed'],
      age,
      owner: by,
      fields: { workCenter: cell, startedAt, endedAt, minutes, reason, notes },
    };
  };
  return [
    stop(13, a!, 7, 95, 'breakdown', 'Wire feeder jammed; drive rolls replaced.', people[0]!),
    stop(11, b!, 14, 40, 'changeover', 'Changeover to the 3 in. bore.', people[1]!),
    stop(9, a!, 9, 130, 'breakdown', 'Wire feeder again: motor brushes worn.', people[0]!),
    stop(8, c!, 6, 25, 'noOperator', 'Second shift one operator short until 6:25.', people[2]!),
    stop(6, b!, 10, 55, 'noMaterial', 'Tube stock not staged; waited on the forklift.', people[1]!),
    stop(4, c!, 13, 70, 'quality', 'Held for a first-article recheck.', people[2]!),
    stop(2, a!, 8, 45, 'tooling', 'Ground clamp cracked.', people[0]!),
    {
      type: 'Downtime',
      plant,
      state: 'open',
      path: [],
      age: 0,
      owner: people[1]!,
      fields: {
        workCenter: b!,
        startedAt: new Date(now.getTime() - 35 * 60_000).toISOString(),
        reason: 'breakdown',
        notes: 'Coolant pump tripped.',
      },
    },
  ];
}
