import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stillToday } from '../../integration/helpers/template-day';

/**
 * A new DATA_DIR holding a copy of the run's seeded database (made once by the global setup), for a
 * portal of its own: the portal finds it seeded and seeds nothing, starting in seconds. Empty (the
 * portal seeds it) without a template, or once a copy would differ from a fresh seed (stillToday).
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const template = process.env['E2E_TEMPLATE_DIR'];
  const seededAt = process.env['E2E_TEMPLATE_SEEDED_AT'];
  if (template && seededAt && stillToday(new Date(seededAt))) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
