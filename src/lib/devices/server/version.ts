import { readFileSync } from 'node:fs';
import path from 'node:path';

// Kept on globalThis: the server and the portal are separate bundles in one process and must agree.
const KEY = Symbol.for('apps.devices.version');
const holder = globalThis as typeof globalThis & { [KEY]?: string };

/**
 * The portal version a device runs: the package version and when this server started. A board that
 * sees it change (a restart, a new deployment) reloads itself.
 */
export const PORTAL_VERSION: string = (holder[KEY] ??=
  `${packageVersion()} (${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC)`);

function packageVersion(): string {
  try {
    const text = readFileSync(path.join(process.cwd(), 'package.json'), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? 'dev';
  } catch {
    return 'dev';
  }
}
