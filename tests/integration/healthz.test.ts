import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@/lib/server/main';
import { seededDataDir } from './helpers/seeded-database';

let dataDir: string;
let running: RunningServer;

beforeAll(async () => {
  dataDir = await seededDataDir('apps-healthz-');
  running = await startServer({ env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test' }, portalEntry: null });
});

afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const health = async () => {
  const res = await fetch(`${running.url}/healthz`);
  return { status: res.status, body: (await res.json()) as unknown, cache: res.headers.get('cache-control') };
};

describe('/healthz', () => {
  it('says ok while the database answers, and 503 "database unavailable" once it does not', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
    // The database goes away under a running server (here closed; PGlite's thread stopping or PostgreSQL
    // going down fail the same query): whatever watches the portal must learn it, not see 200.
    await running.database!.close();
    expect(await health()).toEqual({ status: 503, body: { status: 'database unavailable' }, cache: 'no-store' });
    // The rest of the server still answers: the sign-in page's provider configuration does not need the database.
    expect((await fetch(`${running.url}/idp/.well-known/openid-configuration`)).status).toBe(200);
  });
});
