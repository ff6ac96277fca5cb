/**
 * The feature registry (src/lib/server/features.ts) is the one place a feature is wired in: each table
 * drizzle-kit finds has exactly one owning feature, each text namespace (public/locales) is a feature's
 * or the kit's, and feature names are unique folder names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';
import { FEATURES } from '@/lib/server/features';

const ROOT = path.resolve(__dirname, '../..');
/** Namespaces of the shared kit rather than of one feature. */
const KIT_NAMESPACES = ['forms'];

/** Every file below a folder. */
function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * The table modules drizzle.config.ts names (its globs: tables.ts and *-tables.ts under src/lib/server/,
 * under each src/lib/<folder>/server/, and the record engine's src/lib/records/engine/server/).
 */
function tableModules(): string[] {
  const lib = path.join(ROOT, 'src/lib');
  const serverFolders = [
    path.join(lib, 'server'),
    path.join(lib, 'records', 'engine', 'server'),
    ...fs
      .readdirSync(lib)
      .map((name) => path.join(lib, name, 'server'))
      .filter((dir) => dir !== path.join(lib, 'server', 'server') && fs.existsSync(dir) && fs.statSync(dir).isDirectory()),
  ];
  const inFolders = serverFolders.flatMap(walk).filter((f) => path.basename(f) === 'tables.ts' || path.basename(f).endsWith('-tables.ts'));
  // The kit's plant data (the equipment register) lives beside its schemas, outside any server/ folder.
  const kit = walk(path.join(lib, 'plant-data')).filter((f) => path.basename(f).endsWith('-tables.ts'));
  return [path.join(ROOT, 'src/lib/server/db/schema/index.ts'), ...inFolders, ...kit];
}

/** The table names of a module's exports. */
function tablesOf(exports: Readonly<Record<string, unknown>>): string[] {
  return Object.values(exports)
    .filter((v) => is(v, PgTable))
    .map((t) => getTableName(t as PgTable));
}

describe('the feature registry', () => {
  it('names each feature once', () => {
    const names = FEATURES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every table drizzle-kit finds exactly one owning feature', async () => {
    const owners = new Map<string, string[]>();
    for (const feature of FEATURES)
      for (const table of tablesOf(feature.tables ?? {})) owners.set(table, [...(owners.get(table) ?? []), feature.name]);
    const found = new Set<string>();
    for (const file of tableModules()) for (const table of tablesOf((await import(file)) as Record<string, unknown>)) found.add(table);
    const unowned = [...found].filter((t) => !owners.has(t));
    const shared = [...owners].filter(([, names]) => names.length > 1).map(([t, names]) => `${t}: ${names.join(', ')}`);
    expect(unowned, 'tables no feature names in its feature.ts').toEqual([]);
    expect(shared, 'tables named by two features').toEqual([]);
    expect(
      [...owners.keys()].filter((t) => !found.has(t)),
      'tables drizzle.config.ts does not find',
    ).toEqual([]);
  });

  it('registers every text namespace of public/locales, each a feature’s or the kit’s', () => {
    const files = fs.readdirSync(path.join(ROOT, 'public/locales/en')).map((f) => f.replace(/\.json$/, ''));
    const claimed = new Set<string>([...FEATURES.flatMap((f) => (f.texts ? [f.texts] : [])), ...KIT_NAMESPACES]);
    // The label forms keep their own translator (src/lib/labels/i18n.ts), outside the shared namespaces.
    expect(files.filter((f) => f !== 'labels' && !(f in NAMESPACES.en))).toEqual([]);
    expect(Object.keys(NAMESPACES.en).filter((ns) => !claimed.has(ns))).toEqual([]);
  });
});
