/**
 * Islands and the pages' client scripts never reach server-only code: server-only is anything under
 * src/lib/server/ or any folder named `server/` (a feature's src/lib/<feature>/server/), a module named
 * `*.server.ts`, a Node built-in or a server package. The test follows
 * every runtime import (not `import type`) from each browser entry, through relative and '@/' paths.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');
/** Packages that only run on the server (a browser bundle must never pull them in). */
const SERVER_PACKAGES = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-kit',
  'oidc-provider',
  'hono',
  '@hono/',
  '@auth/core',
  'auth-astro',
  'astro:middleware',
  'esbuild',
];
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every file below a folder. */
function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The runtime import specifiers of a source text (type-only imports and exports are erased, so skipped). */
export function runtimeImports(text: string): string[] {
  const specs: string[] = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?(['"])([^'"\n]+)\3/g;
  for (const m of text.matchAll(statement)) if (!m[2]) specs.push(m[4] ?? '');
  for (const m of text.matchAll(/import\(\s*(['"])([^'"\n]+)\1\s*\)/g)) specs.push(m[2] ?? '');
  return specs;
}

/** The client scripts of an .astro file (bundled for the browser unless is:inline). */
function clientScripts(text: string): string {
  return [...text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/is:inline|type="application\/(ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .join('\n');
}

/** A local import's file, or null for a package. */
function resolveLocal(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else return null;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve '${spec}'`);
}

/** Why an import is server-only, or null when a browser may load it. */
function serverOnly(file: string | null, spec: string): string | null {
  if (file === null) {
    const bare = spec.replace(/^node:/, '');
    if (spec.startsWith('node:') || builtinModules.includes(bare.split('/')[0] ?? '')) return `Node built-in '${spec}'`;
    const pkg = SERVER_PACKAGES.find((p) => (p.endsWith('/') ? spec.startsWith(p) : spec === p || spec.startsWith(`${p}/`)));
    return pkg ? `server package '${spec}'` : null;
  }
  const rel = path.relative(SRC, file).split(path.sep).join('/');
  if (rel.startsWith('lib/server/') || /(^|\/)server\//.test(rel)) return `server module src/${rel}`;
  if (/\.server\.tsx?$/.test(rel)) return `server module src/${rel}`;
  return null;
}

/** Each chain of imports from `entry` (whose runtime text is `text`) that ends in server-only code. */
export function serverReaches(entry: string, text: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, source: string, chain: string[]): void => {
    for (const spec of runtimeImports(source)) {
      const target = resolveLocal(file, spec);
      const why = serverOnly(target, spec);
      if (why) {
        found.push([...chain, why].join(' -> '));
        continue;
      }
      if (target === null || seen.has(target)) continue;
      seen.add(target);
      const next = fs.readFileSync(target, 'utf8');
      visit(target, target.endsWith('.astro') ? clientScripts(next) : next, [...chain, path.relative(ROOT, target)]);
    }
  };
  visit(entry, text, [path.relative(ROOT, entry)]);
  return found;
}

/** Browser entries: every island and browser module, and each .astro file's client scripts. */
function browserEntries(): { file: string; text: string }[] {
  const modules = [...walk(path.join(SRC, 'islands')), ...walk(path.join(SRC, 'lib/browser')), ...walk(path.join(SRC, 'lib/stores'))]
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.(test|server)\.tsx?$/.test(f))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
  const scripts = walk(SRC)
    .filter((f) => f.endsWith('.astro'))
    .map((file) => ({ file, text: clientScripts(fs.readFileSync(file, 'utf8')) }))
    .filter((e) => e.text.trim() !== '');
  return [...modules, ...scripts];
}

describe('the server boundary', () => {
  it('finds the browser entries (islands, browser modules, client scripts)', () => {
    const entries = browserEntries().map((e) => path.relative(SRC, e.file));
    expect(entries).toContain('islands/shell/CommandPalette.tsx');
    expect(entries).toContain('layouts/DefaultLayout.astro');
  });

  it('no island, browser module or client script reaches server-only code', () => {
    const reaches = browserEntries().flatMap((e) => serverReaches(e.file, e.text));
    expect(reaches).toEqual([]);
  });

  it('notices a reach through a chain, and skips type-only imports', () => {
    const fake = path.join(SRC, 'islands/Fake.tsx');
    expect(serverReaches(fake, "import { paletteData } from '@/lib/shell/palette.server';")).toEqual([
      'src/islands/Fake.tsx -> server module src/lib/shell/palette.server.ts',
    ]);
    expect(serverReaches(fake, "import { x } from '../pages/api/palette.json';").join('\n')).toContain(
      'server module src/lib/shell/palette.server.ts',
    );
    expect(serverReaches(fake, "import { weldleakFeature } from '@/lib/weldleak/server/feature';")).toEqual([
      'src/islands/Fake.tsx -> server module src/lib/weldleak/server/feature.ts',
    ]);
    expect(serverReaches(fake, "import { readFile } from 'node:fs';\nimport pg from 'pg';")).toHaveLength(2);
    expect(serverReaches(fake, "import type { Database } from '@/lib/server/db/database';")).toEqual([]);
  });
});
