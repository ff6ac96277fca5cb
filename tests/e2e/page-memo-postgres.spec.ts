import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { test } from './support/fixtures';
import { memoTests } from './support/page-memo-tests';
import { startPortal, type PortalProcess } from './support/portal-process';

/**
 * The page memo on PostgreSQL, two portal instances on one new database. The administrator
 * changes grants and notifications through the second; the first, whose memo holds the pages, must see
 * that other process's commits on the next page load (it reads the counters from the database).
 */
const server = process.env['TEST_DATABASE_URL'];
test.skip(!server, 'runs against PostgreSQL only: TEST_DATABASE_URL is not set');

let first: PortalProcess | undefined;
let second: PortalProcess | undefined;
let secondUrl = '';
let shared: string | undefined;
const dirs: string[] = [];
const name = `apps_e2e_memo_${Date.now()}_${randomBytes(4).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await admin(`create database ${name}`);
  const url = new URL(server ?? '');
  url.pathname = `/${name}`;
  const start = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-e2e-memo-pg-'));
    dirs.push(dataDir);
    return startPortal({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  };
  // One after the other: the first migrates and seeds the new database.
  first = await start();
  second = await start();
  secondUrl = second.url;
  shared = process.env['BASE_URL'];
  process.env['BASE_URL'] = first.url;
});

test.afterAll(async () => {
  if (shared !== undefined) process.env['BASE_URL'] = shared;
  await Promise.all([first?.stop(), second?.stop()]);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  if (server) await admin(`drop database if exists ${name} with (force)`);
});

memoTests('PostgreSQL, changes made by a second instance', () => secondUrl);
