// `npm run bench`: the employee list of 5,000 employees filtered by department (GET /v1/Employees?plant=&department=),
// the call behind /emplist and /phonedir: 4 callers for 5 s on PGlite in process (the real API and database,
// real RS256 tokens). Goal: p95 under 30 ms. Prints figures only.
import { and, eq } from 'drizzle-orm';
import { departments, employees, positions } from '@/lib/server/db/schema/index';
import { PLANTS } from '@/lib/plants/plants';
import { loadAverage, measureCalls, openBenchApi, TOM } from './harness';

process.env['APPS_COUNTERS'] = 'on';

const TOTAL = 5_000;
const FIRST = 100_000;
const FIRST_NAMES = ['Alex', 'Jamie', 'Morgan', 'Casey', 'Riley', 'Jordan', 'Taylor', 'Drew', 'Quinn', 'Avery', 'Rosa', 'Luis'];
const LAST_NAMES = ['Anderson', 'Garcia', 'Miller', 'Schmidt', 'Nguyen', 'Olson', 'Hernandez', 'Larson', 'Kowalski', 'Brooks'];

const { database, api, token, close } = await openBenchApi('people', async ({ db }) => {
  const depts = await db.select().from(departments);
  const [welder] = await db.select().from(positions).where(eq(positions.title, 'Welder'));
  const have = (await db.select({ empId: employees.empId }).from(employees)).length;
  const rows = Array.from({ length: TOTAL - have }, (_, i) => {
    const plant = PLANTS[i % PLANTS.length]!.id;
    const atPlant = depts.filter((d) => d.plantId === plant);
    return {
      empId: FIRST + i,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: `${LAST_NAMES[(i * 7) % LAST_NAMES.length]!} ${i}`,
      plantId: plant,
      companyEmail: `bench.people${i}@example.com`,
      departmentId: atPlant[Math.floor(i / PLANTS.length) % atPlant.length]!.departmentId,
      positionId: welder!.positionId,
      shift: (i % 3) + 1,
      extension: String(5000 + (i % 4000)),
      hireDate: '2020-03-02',
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(employees).values(rows.slice(i, i + 1000));
});
try {
  const bearer = `Bearer ${await token(TOM)}`;
  const [welding] = await database.db
    .select()
    .from(departments)
    .where(and(eq(departments.plantId, 'MfgSys'), eq(departments.code, 'WLD')));
  const url = `/v1/Employees?plant=MfgSys&department=${encodeURIComponent(welding!.name)}`;
  const shown = (await (await api.request(url, { headers: { authorization: bearer } })).json()) as unknown[];
  const figures = await measureCalls({
    name: 'employee list',
    callers: 4,
    seconds: 5,
    call: () => api.request(url, { headers: { authorization: bearer } }),
    ok: (status) => status === 200,
  });
  console.log(`\nPeople: the employee list of ${TOTAL} employees, by department, on PGlite in process (load average ${loadAverage()})\n`);
  console.log('| call | rows answered | calls/s | p50 | p95 | p99 | CPU per call | SQL per call | goal |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| GET /v1/Employees?plant=MfgSys&department=Welding | ${shown.length} | ${figures.perSecond} | ${figures.p50} ms | ${figures.p95} ms | ${figures.p99} ms | ${figures.cpuPerCall} ms | ${figures.sqlPerCall} | p95 under 30 ms: ${Number(figures.p95) < 30 && figures.wrong === 0 ? 'met' : 'not met'} |`,
  );
} finally {
  await close();
}
