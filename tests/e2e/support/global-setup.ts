import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './portal-process';

/**
 * Starts the built portal (dist/apps.mjs) as a real process on a free loopback port, with a fresh
 * data directory, and stops it after the run. The address goes to the tests as BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-e2e-'));
  const portal = await startPortal({ PORT: '0', DATA_DIR: dataDir });
  if (process.env['E2E_SERVER_LOG']) portal.child.stdout.pipe(process.stdout);
  process.env['BASE_URL'] = portal.url;
  process.env['E2E_DATA_DIR'] = dataDir;
  return async () => {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
