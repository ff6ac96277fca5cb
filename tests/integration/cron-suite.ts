import { afterAll, beforeAll, expect, it } from 'vitest';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const JORDAN = 'shjcarter@example.com'; // an administrator (Apps_Security)
const TOM = 'bgtwilson@example.com'; // an employee, no administrator

/** The scheduled jobs through the API: the features' jobs listed with their turns; run now by administrators only. */
export function defineCronSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it("lists the features' scheduled jobs with their schedule", async () => {
    const { status, json } = await h.call('GET', '/v1/Cron/Jobs', TOM);
    expect(status).toBe(200);
    expect(json).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'maintenance/open-due-pm', schedule: 'every 1 h' })]));
  });

  it('runs a job now for an administrator only, recording its run and next turn', async () => {
    const refused = await h.call('POST', '/v1/Cron/Jobs/maintenance%2Fopen-due-pm/Run', TOM);
    expect([refused.status, refused.json.error.code]).toEqual([403, 'not-admin']);
    const ran = await h.call('POST', '/v1/Cron/Jobs/maintenance%2Fopen-due-pm/Run', JORDAN);
    expect(ran.status).toBe(200);
    expect(ran.json).toMatchObject({ name: 'maintenance/open-due-pm', lastStatus: 'ok' });
    expect(Date.parse(ran.json.nextRunAt) - Date.parse(ran.json.lastRunAt)).toBe(3_600_000);
    // Run now again at once: an administrator's run is not held to the job's turn.
    expect((await h.call('POST', '/v1/Cron/Jobs/maintenance%2Fopen-due-pm/Run', JORDAN)).status).toBe(200);
    expect((await h.call('POST', '/v1/Cron/Jobs/no-such-job/Run', JORDAN)).status).toBe(404);
  });
}
