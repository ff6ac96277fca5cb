import { rm } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@/lib/server/main';
import { compressed } from '@/lib/server/perf/compress-worker';
import { HELPER_NICE, thisThread, threadsNamed } from '@/lib/server/perf/helper-threads';
import { seededDataDir } from './helpers/seeded-database';

let dataDir: string;
let running: RunningServer;

beforeAll(async () => {
  dataDir = await seededDataDir('apps-helper-threads-');
  running = await startServer({ env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test' }, portalEntry: null });
});

afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

// Thread priorities are read from /proc: Linux, where the portal runs.
describe.runIf(process.platform === 'linux')('the server threads', () => {
  it('run the database, the compressor and the collector helpers below the thread that renders', async () => {
    await compressed(Buffer.alloc(64 * 1024, 'apps '), 'gzip');
    const niceOf = (name: string) => threadsNamed(name).map((tid) => getPriority(tid));
    expect(niceOf('apps-pglite')).toEqual([HELPER_NICE]);
    expect(niceOf('apps-compress')).toEqual([HELPER_NICE]);
    const collectors = niceOf('V8Worker');
    expect(collectors.length).toBeGreaterThan(0);
    expect(new Set(collectors)).toEqual(new Set([HELPER_NICE]));
    // The thread that renders pages keeps its priority.
    expect(getPriority(thisThread()!)).toBe(0);
    expect(HELPER_NICE).toBeGreaterThan(0);
  });
});
