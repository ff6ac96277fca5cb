/**
 * The kit stands below the features: it never imports a feature (the registry, src/lib/server/features.ts,
 * lists their feature.ts files, and that is all), a feature's SQL names only its own tables and the kit's
 * (the plant data, people, plants: src/lib/plant-data/server/tables.ts and the portal's), and every page
 * folder under src/pages says whose it is.
 */
import fs from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/server/features';
import { featureOf, importsOf, NAMES, PAGE_FEATURES, pageKeyOf, relOf, SRC, target, walk } from './boundary';

/**
 * Imports of a feature by the kit that remain, as 'importer -> imported', while the kit takes them over
 * (the live hubs the server starts and hands to the API, the notification routes of the security calls, the
 * record screens the catch-all page renders). A new one fails the test; one that is gone must leave it.
 */
const KNOWN_KIT_IMPORTS: readonly string[] = [
  'pages/[...path].astro -> components/records/engine/RecordScreen.astro',
  'pages/[...path].astro -> lib/records/engine/engine-pages.server',
  'pages/[...path].astro -> lib/records/engine/screen.server',
  'components/shell/TopBar.astro -> components/notifications/NotificationBellSlot.astro',
  'lib/server/api/api-env.ts -> lib/materials/schemas',
  'lib/server/api/create-api.ts -> lib/boards/server/board-hub',
  'lib/server/api/create-api.ts -> lib/materials/server/move-hub',
  'lib/server/api/create-api.ts -> lib/notifications/server/hub',
  'lib/server/api/security-routes.ts -> lib/notifications/schemas',
  'lib/server/api/security-routes.ts -> lib/notifications/server/routes',
  'lib/server/feature.ts -> lib/boards/server/board-hub',
  'lib/server/feature.ts -> lib/materials/server/move-hub',
  'lib/server/feature.ts -> lib/notifications/server/hub',
  'lib/server/main.ts -> lib/boards/server/board-hub',
  'lib/server/main.ts -> lib/materials/server/move-hub',
  'lib/server/main.ts -> lib/notifications/server/hub',
  // The reports (kit) read the record engine's definitions; the server starts people's text sender.
  'lib/reports/catalogue.ts -> lib/records/types/downtime/reports',
  'lib/reports/definition.ts -> lib/records/engine/definition',
  'lib/reports/record-source.ts -> lib/records/engine/definition',
  'lib/reports/server/routes.ts -> lib/records/engine/definition',
  'lib/reports/server/routes.ts -> lib/records/engine/server/caller',
  'lib/reports/server/run-report.ts -> lib/records/engine/definition',
  'lib/reports/source.ts -> lib/records/engine/definition',
  'lib/server/main.ts -> lib/people/server/dev-sms-gateway',
  'lib/server/main.ts -> lib/people/server/text-sender',
];

/**
 * A feature's SQL naming another feature's table that remains, as 'file: table (owner)', while it moves to a
 * read of the owner (the record engine's demo seed counts weld leak defects). Shrinking, like the list above.
 */
const KNOWN_FOREIGN_SQL: readonly string[] = ['lib/records/engine/server/seed.ts: weld_leak_entries (weldleak)'];

/** The registry: the one kit file that names every feature (their feature.ts). */
const REGISTRY = 'lib/server/features.ts';

/** Each 'importer -> imported' where a kit file imports a feature's folder (the registry's feature.ts lines aside). */
export function kitImports(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const rel = relOf(file);
    if (featureOf(rel) !== null) continue;
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      const to = target(file, spec);
      if (to === null || featureOf(to) === null) continue;
      if (rel === REGISTRY && /\/feature$/.test(to)) continue;
      found.push(`${rel} -> ${to}`);
    }
  }
  return [...new Set(found)].sort();
}

/** The table names a source text's SQL names: after from, join, into, update in its string and template literals. */
export function sqlTablesIn(text: string): string[] {
  const literals = text.match(/`[^`]*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  const names = literals.flatMap((lit) =>
    [...lit.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1]!.toLowerCase()),
  );
  return [...new Set(names)];
}

/** Each table's owning feature (null for the kit's: the portal's registration). */
function tableOwners(): Map<string, string | null> {
  const owners = new Map<string, string | null>();
  for (const feature of FEATURES) {
    for (const table of Object.values(feature.tables ?? {})) {
      if (is(table, PgTable)) owners.set(getTableName(table), feature.name === 'portal' ? null : feature.name);
    }
  }
  return owners;
}

/** Each 'file: table (owner)' where a feature's SQL names another feature's table. */
export function foreignSql(files: readonly string[], owners: ReadonlyMap<string, string | null>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const rel = relOf(file);
    const own = featureOf(rel);
    if (own === null) continue;
    for (const table of sqlTablesIn(fs.readFileSync(file, 'utf8'))) {
      const owner = owners.get(table);
      if (owner && owner !== own) found.push(`${rel}: ${table} (${owner})`);
    }
  }
  return found.sort();
}

describe('the kit boundary', () => {
  const sources = walk(SRC).filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.tsx?$/.test(f));

  it('the kit imports no feature (beyond the known, shrinking list)', () => {
    const now = kitImports(sources);
    expect(
      now.filter((c) => !KNOWN_KIT_IMPORTS.includes(c)),
      'the kit imports a feature: register it through the Feature instead',
    ).toEqual([]);
    expect(
      KNOWN_KIT_IMPORTS.filter((c) => !now.includes(c)),
      'gone: take them off KNOWN_KIT_IMPORTS',
    ).toEqual([]);
  });

  it('no feature’s SQL names another feature’s table', () => {
    const owners = tableOwners();
    expect(owners.get('on_hand'), 'the plant data is the kit’s').toBeNull();
    expect(owners.get('move_requests')).toBe('materials');
    const now = foreignSql(sources, owners);
    expect(
      now.filter((c) => !KNOWN_FOREIGN_SQL.includes(c)),
      'read it through the kit (src/lib/plant-data) or the owning feature’s API',
    ).toEqual([]);
    expect(
      KNOWN_FOREIGN_SQL.filter((c) => !now.includes(c)),
      'gone: take them off KNOWN_FOREIGN_SQL',
    ).toEqual([]);
  });

  it('tells the tables a SQL text names from words that are not SQL', () => {
    const text =
      '// read from parts\nconst q = sql`select 1 from on_hand o join "jobs" j on true`; db.execute(\'update move_requests set x = 1\');';
    expect(sqlTablesIn(text)).toEqual(['on_hand', 'jobs', 'move_requests']);
    expect(sqlTablesIn("import { x } from './tables';")).toEqual([]);
  });

  it('knows whose every page folder under src/pages is', () => {
    const pages = walk(`${SRC}/pages`).map(relOf);
    expect(pages.length).toBeGreaterThan(30);
    expect(
      pages.filter((rel) => pageKeyOf(rel) === undefined),
      'add the page folder to PAGE_FEATURES (tests/unit/boundary.ts)',
    ).toEqual([]);
    const owners = Object.values(PAGE_FEATURES).filter((name): name is string => name !== null);
    expect(
      owners.filter((name) => name !== 'devices' && !NAMES.includes(name)),
      'not a feature',
    ).toEqual([]);
    expect(featureOf('pages/Dashboards/SPC/spcCharts.astro')).toBe('spc');
    expect(featureOf('pages/Dashboards/HR/birthdays.astro')).toBe('boards');
    expect(featureOf('pages/login.astro')).toBeNull();
  });
});
