/**
 * Schema and migrations cannot drift: `drizzle-kit generate`, run on a copy of drizzle/,
 * must find nothing to write. It fails when a table module changed without `npm run db:generate`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** The migrations drizzle-kit writes into `out` for the schema as it is now (drizzle.config.ts's tables). */
function generateInto(out: string): string[] {
  const before = new Set(readdirSync(out));
  // The project's own settings (every feature's tables), writing into `out` instead of drizzle/.
  const config = path.join(mkdtempSync(path.join(os.tmpdir(), 'apps-drizzle-config-')), 'drizzle.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(ROOT, 'drizzle.config.ts'))};\nexport default { ...base, out: ${JSON.stringify(out)} };\n`,
  );
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config], {
      cwd: ROOT,
      stdio: 'pipe',
      timeout: 120_000,
    });
  } finally {
    rmSync(path.dirname(config), { recursive: true, force: true });
  }
  return readdirSync(out).filter((name) => !before.has(name));
}

describe('drizzle migrations', () => {
  it('match the schema: generate writes no new migration', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'apps-drizzle-'));
    try {
      cpSync(path.join(ROOT, 'drizzle'), out, { recursive: true });
      expect(generateInto(out)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);

  it('would notice a schema without its migration (an empty drizzle folder gets one)', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'apps-drizzle-'));
    try {
      expect(generateInto(out).some((name) => name.endsWith('.sql'))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);
});
