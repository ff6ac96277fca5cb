import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from './portal-process';
import { seededDataDir } from './seeded-data';

/**
 * Seeds the run's one database template (a portal started on an empty DATA_DIR seeds it, and stops
 * cleanly: checkpointed and closed), then starts the built portal (dist/apps.mjs) as a real process on
 * a free loopback port on a copy of it, and stops it after the run. The address goes to the tests as
 * BASE_URL; a spec's own portals start on copies too (seededDataDir), without seeding again.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const templateDir = await mkdtemp(path.join(tmpdir(), 'apps-e2e-template-'));
  const seededAt = new Date();
  const seeding = await startPortal({ PORT: '0', DATA_DIR: templateDir });
  const stopped = await seeding.stop('SIGTERM');
  if (stopped !== 0) throw new Error(`the portal that seeded the template exited with ${stopped}:\n${seeding.output()}`);
  process.env['E2E_TEMPLATE_DIR'] = path.join(templateDir, 'pglite');
  process.env['E2E_TEMPLATE_SEEDED_AT'] = seededAt.toISOString();
  const dataDir = await seededDataDir('apps-e2e-');
  const portal = await startPortal({ PORT: '0', DATA_DIR: dataDir });
  if (process.env['E2E_SERVER_LOG']) portal.child.stdout.pipe(process.stdout);
  process.env['BASE_URL'] = portal.url;
  process.env['E2E_DATA_DIR'] = dataDir;
  return async () => {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(templateDir, { recursive: true, force: true });
  };
}
