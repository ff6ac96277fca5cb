import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SourceReports from '@/components/reports/SourceReports.astro';
import { loadConfig } from '@/lib/config/config';
import { translator } from '@/lib/i18n';
import { addReport } from '@/lib/reports/catalogue';
import { addRecordType } from '@/lib/records/engine/server/registry';
import { records } from '@/lib/records/engine/server/tables';
import { reportStop, stopsByReason } from './fixtures/report-stop';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

addRecordType(reportStop);
addReport(stopsByReason);

const JORDAN = 'shjcarter@example.com';
const SAM = 'shnoaccess@example.com';

describe('a report on its type’s page: filters, a chart drawn on the server, its table and totals, in the reader’s language', () => {
  let h: ApiHarness;
  let container: AstroContainer;

  async function page(as: string, path: string, lang: 'en' | 'es') {
    return container.renderToString(SourceReports, {
      request: new Request(`http://portal.test${path}`),
      props: { source: 'records/ReportStop' },
      locals: {
        t: translator(lang),
        lang,
        plant: 'BGOHIO',
        session: { accessToken: await h.token(as) } as App.Locals['session'],
        config: loadConfig({ API_BASE_URL: h.baseUrl, APP_ENV: 'test' }),
        // The reports read only the session's access token and the page's language.
        user: null,
        api: null,
        route: null,
      },
    });
  }

  beforeAll(async () => {
    h = await openApiHarness(undefined, { http: true });
    const stop = (plantId: string, reason: string, minutes: number) => ({
      type: 'ReportStop',
      plantId,
      state: 'open',
      title: 'Press 4',
      ownerId: 1001,
      fields: { workCenter: 'Press 4', startedAt: '2026-11-02T15:00:00Z', reason, minutes },
    });
    await h.database.db
      .insert(records)
      .values([stop('BGOHIO', 'jam', 1250), stop('BGOHIO', 'tooling', 230), stop('BGOHIO', 'jam', 20), stop('SPIRITLA', 'power', 99)]);
    container = await AstroContainer.create();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('draws the Pareto and the table in Spanish, with the plant’s filter, totals and a CSV link in the same language', async () => {
    const html = await page(JORDAN, '/Downtime?report=ReportStopsByReason&r.plant=BGOHIO', 'es');
    expect(html).toContain('Minutos de paro por motivo');
    expect(html).toMatch(/<svg[^>]*class="report-chart"[^>]*data-kind="pareto"/);
    expect([...html.matchAll(/data-category="([^"]*)"/g)].map((m) => m[1])).toEqual(['Atasco', 'Herramental']);
    expect(html).toMatch(/data-column="minutes"[^>]*>\s*1270\s*</); // Jam's minutes in the table
    expect(html).toMatch(/data-testid="report-totals"[\s\S]*Total[\s\S]*1500/);
    expect(html).toMatch(/<option value="BGOHIO" selected/);
    expect(html).toMatch(/href="\/api\/v1\/Reports\/ReportStopsByReason\?plant=BGOHIO&(amp;|#38;)format=csv&(amp;|#38;)lang=es"/);
    expect(html).toContain('data-report-focused'); // alone on the page, it prints alone (on letter paper)
    expect(html).toContain('data-print');
  });

  it('shows a refused filter next to its field, in the reader’s language', async () => {
    const html = await page(JORDAN, '/Downtime?report=ReportStopsByReason&r.from=2026-11-05&r.to=2026-11-01', 'es');
    expect(html).toContain('data-testid="report-error-to"');
    expect(html).toContain('El final no debe ser antes del inicio.');
    expect(html).not.toContain('class="report-chart"');
  });

  it('shows nothing to a reader without the report’s application', async () => {
    const html = await page(SAM, '/Downtime', 'en');
    expect(html).not.toContain('data-report=');
  });
});
