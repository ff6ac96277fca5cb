// `npm run bench`: shift change at the time clock. 50 employees each send their day's four punches
// (clock in, lunch, back, clock out: a kiosk's queue flushed when the network returns) all at once,
// 200 punches, on PGlite in process (the real API and database, real RS256 tokens). Then every punch
// is sent again with its key, as a device that never heard the answers would: nothing more may be
// recorded. Prints the time it took against the goal (all 200 answered within 2 s); figures only.
import { randomUUID } from 'node:crypto';
import { count, eq, gte } from 'drizzle-orm';
import { appGrants, menuItems } from '@/lib/server/db/schema/access';
import { employees } from '@/lib/server/db/schema/index';
import { laborPunches } from '@/lib/labor/server/tables';
import { loadAverage, openBenchApi } from './harness';
import { readCounters } from '@/lib/server/perf/counters';

// Count the SQL statements each punch makes (drizzle's logger; BEGIN and COMMIT not included).
process.env['APPS_COUNTERS'] = 'on';

const EMPLOYEES = 50;
const FIRST = 95_000;

const { database, api, token, close } = await openBenchApi('labor');
try {
  const [menu] = await database.db.select().from(menuItems).where(eq(menuItems.link, '/LaborMod'));
  const people = Array.from({ length: EMPLOYEES }, (_, i) => ({
    empId: FIRST + i,
    firstName: 'Bench',
    lastName: `Worker ${i + 1}`,
    plantId: 'MfgSys',
    companyEmail: `bench${FIRST + i}@example.com`,
  }));
  await database.db.insert(employees).values(people);
  await database.db.insert(appGrants).values(people.map((p) => ({ menuId: menu!.menuId, empId: p.empId })));
  const tokens = await Promise.all(
    people.map((p) => token({ empId: p.empId, email: p.companyEmail, name: `${p.firstName} ${p.lastName}` })),
  );
  const now = Date.now();
  const day = [
    ['in', 8 * 3_600_000],
    ['lunch-out', 4 * 3_600_000],
    ['lunch-in', 3.5 * 3_600_000],
    ['out', 60_000],
  ] as const;
  const punches = people.map((_, i) =>
    day.map(([kind, ago]) => ({ token: tokens[i]!, kind, madeAt: new Date(now - ago - i * 1000).toISOString(), key: randomUUID() })),
  );
  const send = async (p: (typeof punches)[number][number]) => {
    const start = performance.now();
    const res = await api.request('/v1/Labor/Punches', {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json', 'idempotency-key': p.key },
      body: JSON.stringify({ kind: p.kind, madeAt: p.madeAt }),
    });
    await res.text();
    return { status: res.status, ms: performance.now() - start };
  };
  // Each employee's punches in their order; the 50 employees all at once.
  const round = async () => {
    const start = performance.now();
    const answers = (
      await Promise.all(
        punches.map(async (mine) => {
          const out = [];
          for (const p of mine) out.push(await send(p));
          return out;
        }),
      )
    ).flat();
    return { answers, ms: performance.now() - start };
  };
  const recorded = async () =>
    (await database.db.select({ n: count() }).from(laborPunches).where(gte(laborPunches.empId, FIRST)))[0]?.n ?? 0;

  const sqlBefore = readCounters().sql;
  const cpuBefore = process.cpuUsage();
  const first = await round();
  const cpu = process.cpuUsage(cpuBefore);
  const perPunch = {
    sql: (readCounters().sql - sqlBefore) / first.answers.length,
    cpu: (cpu.user + cpu.system) / 1000 / first.answers.length,
  };
  const firstRows = await recorded();
  const again = await round();
  const times = first.answers.map((a) => a.ms).sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)]!.toFixed(0);
  console.log(`\nLabor: shift change on PGlite, in process (load average ${loadAverage()})\n`);
  console.log('| run | punches | answered in | p95 of one punch | 201 recorded | 200 repeated | other | rows in the table | goal |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const row = (name: string, r: typeof first, rows: number, goal: string) =>
    console.log(
      `| ${name} | ${r.answers.length} | ${(r.ms / 1000).toFixed(2)} s | ${name === 'first' ? `${p95} ms` : ''} | ${r.answers.filter((a) => a.status === 201).length} | ${r.answers.filter((a) => a.status === 200).length} | ${r.answers.filter((a) => a.status !== 200 && a.status !== 201).length} | ${rows} | ${goal} |`,
    );
  row(
    'first',
    first,
    firstRows,
    `all ${EMPLOYEES * 4} recorded within 2 s: ${first.ms < 2000 && firstRows === EMPLOYEES * 4 ? 'met' : 'not met'}`,
  );
  row('resent, same keys', again, await recorded(), `none recorded twice: ${(await recorded()) === EMPLOYEES * 4 ? 'met' : 'not met'}`);
  console.log(`\nPer punch: ${perPunch.sql.toFixed(1)} SQL statements, ${perPunch.cpu.toFixed(1)} ms of CPU (API, PGlite and the bench).`);
} finally {
  await close();
}
