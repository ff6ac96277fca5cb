import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addReport } from '@/lib/reports/catalogue';
import { defineReport } from '@/lib/reports/definition';
import { materialLedgerShape } from '@/lib/materials/server/report-source';
import { materialLedger } from '@/lib/plant-data/server/tables';
import { laborPunchShape } from '@/lib/labor/server/report-source';
import { addRecordType } from '@/lib/records/engine/server/registry';
import { records } from '@/lib/records/engine/server/tables';
import { reportStop, stopsByDayAndShift, stopsByOperator, stopsByReason, stopsByWeek } from './fixtures/report-stop';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // every application, every plant
const TOM = 'bgtwilson@example.com'; // Downtime (a supervisor), works at Bowling Green only
const SAM = 'shnoaccess@example.com'; // no application

addRecordType(reportStop);
for (const r of [stopsByReason, stopsByDayAndShift, stopsByWeek, stopsByOperator]) addReport(r);
const l = (en: string, es: string) => ({ en, es });
addReport(
  defineReport(materialLedgerShape, {
    name: 'ReportLedgerByType',
    app: '/issueMaterial',
    title: l('Quantity by transaction', 'Cantidad por transacción'),
    groupBy: [{ field: 'tranType' }],
    measures: [
      { name: 'quantity', fn: 'sum', field: 'quantity', label: l('Quantity', 'Cantidad') },
      { name: 'count', fn: 'count', label: l('Lines', 'Líneas') },
    ],
  }),
);
addReport(
  defineReport(laborPunchShape, {
    name: 'ReportPunchesByKind',
    app: '/LaborMod',
    title: l('Punches by kind', 'Checadas por tipo'),
    groupBy: [{ field: 'kind' }],
    measures: [{ name: 'count', fn: 'count', label: l('Punches', 'Checadas') }],
  }),
);

const PLANTS = ['BGOHIO', 'SPIRITLA', 'MfgSys'] as const;
const REASONS = ['jam', 'tooling', 'power', null] as const;

/** 240 stops over October and November 2026, spread by a fixed rule (no randomness: a failure is reproducible). */
function stopRows() {
  return Array.from({ length: 240 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 9, 1) + i * 6.1 * 3_600_000);
    const reason = REASONS[(i * 7) % 4] ?? null;
    return {
      type: 'ReportStop',
      plantId: PLANTS[i % 3]!,
      state: i % 5 === 0 ? 'closed' : 'open',
      title: `WC-${i % 4}`,
      ownerId: 1001,
      fields: {
        workCenter: i === 7 ? '=HYPERLINK("http://evil.test")' : `WC-${i % 4}`,
        startedAt: at.toISOString(),
        minutes: 5 + ((i * 37) % 115),
        ...(reason ? { reason } : {}),
        operator: i % 2 === 0 ? 1001 : 3001,
      },
    };
  });
}

/** The reports kit over a record type of its own, the materials ledger and labor punches: sums, filters, buckets, totals, CSV, rights and plants. */
export function defineReportsSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const R = '/v1/Reports';
  /** The direct count of the stops: count, sum, min and max by reason, under a condition. */
  async function direct(where = sql`true`) {
    const reason = sql<string | null>`${records.fields}->>'reason'`;
    const minutes = sql`(${records.fields}->>'minutes')::numeric`;
    const rows = await h.database.db
      .select({
        reason,
        count: sql<number>`count(*)::int`,
        minutes: sql<number>`sum(${minutes})::float8`,
        min: sql<number>`min(${minutes})::float8`,
        max: sql<number>`max(${minutes})::float8`,
      })
      .from(records)
      .where(and(eq(records.type, 'ReportStop'), where))
      .groupBy(reason);
    return new Map(rows.map((r) => [r.reason, r]));
  }

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
    await h.database.db.insert(records).values(stopRows());
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('sums each reason as a direct count of the stops does, with every measure, sorted, and the totals of all', async () => {
    const answer = await h.call('GET', `${R}/ReportStopsByReason`, JORDAN);
    expect(answer.status).toBe(200);
    const expected = await direct();
    expect(answer.json.rows).toHaveLength(expected.size);
    for (const row of answer.json.rows) {
      const want = expected.get(row.reason)!;
      expect(row).toMatchObject({ count: want.count, minutes: want.minutes, shortest: want.min, longest: want.max });
      expect(row.average).toBeCloseTo(want.minutes / want.count, 6);
    }
    const minutes = answer.json.rows.map((r: { minutes: number }) => r.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    const all = [...expected.values()];
    expect(answer.json.totals).toMatchObject({
      count: 240,
      minutes: all.reduce((s, r) => s + r.minutes, 0),
      shortest: Math.min(...all.map((r) => r.min)),
      longest: Math.max(...all.map((r) => r.max)),
    });
    expect(answer.json.columns.map((c: { name: string }) => c.name)).toEqual([
      'reason',
      'minutes',
      'count',
      'average',
      'shortest',
      'longest',
    ]);
    expect(answer.json.columns[0].labels).toMatchObject({ jam: 'Jam', tooling: 'Tooling', power: 'Power', '': '(none)' });
    expect(answer.json.chart).toEqual({ kind: 'pareto', measure: 'minutes' });
  });

  it('filters by plant, a date range on the report’s date field and any choice, each as the direct count', async () => {
    const asked = await h.call('GET', `${R}/ReportStopsByReason?plant=BGOHIO&from=2026-10-10&to=2026-10-31&reason=jam,power`, JORDAN);
    expect(asked.status).toBe(200);
    const local = sql`((${records.fields}->>'startedAt')::timestamptz at time zone 'America/New_York')::date`;
    const expected = await direct(
      sql`${records.plantId} = 'BGOHIO' and ${local} between '2026-10-10' and '2026-10-31' and ${records.fields}->>'reason' in ('jam', 'power')`,
    );
    expect(asked.json.rows.map((r: { reason: string }) => r.reason).sort()).toEqual(['jam', 'power']);
    for (const row of asked.json.rows)
      expect(row).toMatchObject({ count: expected.get(row.reason)!.count, minutes: expected.get(row.reason)!.minutes });
    const closed = await h.call('GET', `${R}/ReportStopsByReason?state=closed`, JORDAN);
    expect(closed.json.totals.count).toBe(48); // every fifth
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    for (const [query, field, code] of [
      ['reason=bogus', 'reason', 'unknown-value'],
      ['from=2026-13-45', 'from', 'invalid-date'],
      ['from=2026-11-02&to=2026-11-01', 'to', 'range-reversed'],
      ['nonsense=1', 'nonsense', 'unknown-filter'],
      ['dateField=reason', 'dateField', 'unknown-field'],
      ['plant=NOWHERE', 'plant', 'unknown-plant'],
    ] as const) {
      const answer = await h.call('GET', `${R}/ReportStopsByReason?${query}`, JORDAN);
      expect(answer.status, query).toBe(400);
      expect(answer.json.error.fields[0], query).toMatchObject({ field, code });
    }
    expect((await h.call('GET', `${R}/NoSuchReport`, JORDAN)).status).toBe(404);
  });

  it('buckets by the plant’s local day, shift and ISO week', async () => {
    const day = await h.call('GET', `${R}/ReportStopsByDayAndShift?from=2026-10-01&to=2026-10-01&plant=BGOHIO`, JORDAN);
    // Stops 0 and 3 are at Bowling Green at 00:00Z and 18:18Z on Oct 1: 20:00 on Sept 30 and 14:18 on Oct 1 local (EDT).
    expect(day.json.rows).toEqual([{ day: '2026-10-01', shift: '2', count: 1 }]);
    const before = await h.call('GET', `${R}/ReportStopsByDayAndShift?from=2026-09-30&to=2026-09-30`, JORDAN);
    expect(before.json.rows).toEqual([{ day: '2026-09-30', shift: '2', count: 1 }]);
    // Stops 9 and 12 there: 06:54Z and 01:12Z the next day are 02:54 (third shift) and 21:12 (second) on Oct 3.
    const third = await h.call('GET', `${R}/ReportStopsByDayAndShift?from=2026-10-03&to=2026-10-03&plant=BGOHIO`, JORDAN);
    expect(third.json.rows).toEqual([
      { day: '2026-10-03', shift: '2', count: 1 },
      { day: '2026-10-03', shift: '3', count: 1 },
    ]);
    const weeks = await h.call('GET', `${R}/ReportStopsByWeek`, JORDAN);
    expect(weeks.json.rows[0].week).toBe('2026-09-28'); // the Monday of the week of Sept 30
    expect(weeks.json.rows.every((r: { week: string }) => new Date(`${r.week}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.json.rows.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(240);
    expect(weeks.json.totals.count).toBe(240);
  });

  it('gives CSV in words in the reader’s language, a totals line, and a cell a spreadsheet would run neutralised', async () => {
    const res = await h.fetch(`${R}/ReportStopsByReason?format=csv`, JORDAN, { headers: { 'accept-language': 'es' } });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Motivo,Minutos,Paros,Promedio,Más corto,Más largo');
    expect(
      lines
        .slice(1, -1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['(sin valor)', 'Atasco', 'Energía', 'Herramental']);
    expect(lines.at(-1)).toMatch(/^Total,\d+,240,\d+\.\d,\d+,\d+$/);
    const people = await (await h.fetch(`${R}/ReportStopsByOperator?format=csv`, JORDAN)).text();
    expect(people).toContain('Jordan Carter');
    expect(people).toContain('Tom Wilson');
    expect(people).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(people).not.toMatch(/(^|\r\n|,)=HYPERLINK/);
  });

  it('answers only callers holding the report’s application, and only with rows of their plants', async () => {
    expect((await h.call('GET', `${R}/ReportStopsByReason`, SAM)).status).toBe(403);
    const mine = await h.call('GET', `${R}/ReportStopsByReason`, TOM);
    expect(mine.status).toBe(200);
    const bowlingGreen = await direct(sql`${records.plantId} = 'BGOHIO'`);
    expect(mine.json.totals.count).toBe([...bowlingGreen.values()].reduce((s, r) => s + r.count, 0));
    for (const row of mine.json.rows) expect(row.minutes).toBe(bowlingGreen.get(row.reason)!.minutes);
    const elsewhere = await h.call('GET', `${R}/ReportStopsByReason?plant=SPIRITLA`, TOM);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.error.code).toBe('other-plant');
    const listed = (await h.call('GET', R, TOM)).json.map((r: { name: string }) => r.name);
    expect(listed).toContain('ReportStopsByReason');
    expect((await h.call('GET', R, SAM)).json).toEqual([]);
  });

  it('reads the materials ledger and labor punches through the sources their features register', async () => {
    const ledger = await h.call('GET', `${R}/ReportLedgerByType`, JORDAN);
    expect(ledger.status).toBe(200);
    const [want] = await h.database.db
      .select({ n: sql<number>`count(*)::int`, q: sql<number>`coalesce(sum(${materialLedger.quantity}), 0)::float8` })
      .from(materialLedger);
    expect(ledger.json.totals.count).toBe(want!.n);
    expect(ledger.json.totals.quantity).toBeCloseTo(want!.q, 6);
    const punches = await h.call('GET', `${R}/ReportPunchesByKind`, JORDAN);
    expect(punches.status).toBe(200);
    const counted = await h.database.db.execute(
      sql`select count(*)::int as n from labor_punches p where not exists (select 1 from labor_punches f where f.replaces_id = p.id)`,
    );
    const n = ((counted as unknown as { rows?: { n: number }[] }).rows ?? (counted as unknown as { n: number }[]))[0]!.n;
    expect(punches.json.totals.count).toBe(n);
    expect((await h.call('GET', `${R}/ReportPunchesByKind`, SAM)).status).toBe(403);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await h.call('GET', '/v1/openapi.json', JORDAN)).json;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/Reports', '/v1/Reports/{name}']));
    expect(doc.components.schemas.ReportAnswer.properties).toHaveProperty('totals');
  });
}
