import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { createDatabaseAdapter, deleteExpiredPayloads } from '@/lib/server/idp/adapter';

const serverUrl = process.env['TEST_DATABASE_URL'];

/** Opens a throwaway database of the given kind; `drop` removes it. */
async function openScratch(kind: 'pglite' | 'postgres'): Promise<{ database: AppDatabase; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-idp-adapter-'));
    const database = await openDatabase({ dataDir });
    return { database, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `apps_idp_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.href });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const kinds = [
  { kind: 'pglite' as const, skip: false },
  { kind: 'postgres' as const, skip: !serverUrl },
];

describe.each(kinds)('identity provider adapter on $kind', ({ kind, skip }) => {
  let scratch: Awaited<ReturnType<typeof openScratch>>;
  let adapterFor: ReturnType<typeof createDatabaseAdapter>;

  beforeAll(async () => {
    if (skip) return;
    scratch = await openScratch(kind);
    adapterFor = createDatabaseAdapter(scratch.database.db);
  });

  afterAll(async () => {
    if (skip) return;
    await scratch.database.close();
    await scratch.drop();
  });

  it.skipIf(skip)('stores, replaces, finds and destroys a payload per model', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: '1001' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: '2001' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: '2001' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: '2001' });
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it.skipIf(skip)('marks a payload consumed, with the time in seconds', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    const found = await codes.find('c1');
    expect(typeof found?.consumed).toBe('number');
    expect(Math.abs(Number(found?.consumed) - Date.now() / 1000)).toBeLessThan(5);
  });

  it.skipIf(skip)('hides expired payloads and deletes them in the clean-up', async () => {
    const tokens = adapterFor('AccessToken');
    await tokens.upsert('old', { grantId: 'g2' }, -1);
    await tokens.upsert('new', { grantId: 'g2' }, 60);
    await tokens.upsert('forever', { grantId: 'g2' });
    expect(await tokens.find('old')).toBeUndefined();
    expect(await deleteExpiredPayloads(scratch.database.db)).toBeGreaterThanOrEqual(1);
    expect(await tokens.find('new')).toBeDefined();
    expect(await tokens.find('forever')).toBeDefined();
  });

  it.skipIf(skip)("revokes one model's rows of a grant and leaves the others", async () => {
    const refresh = adapterFor('RefreshToken');
    const access = adapterFor('AccessToken');
    await refresh.upsert('r1', { grantId: 'g3' }, 60);
    await access.upsert('a1', { grantId: 'g3' }, 60);
    await refresh.revokeByGrantId('g3');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await access.find('a1')).toBeDefined();
  });

  it.skipIf(skip)('finds by user code', async () => {
    const devices = adapterFor('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });
});
