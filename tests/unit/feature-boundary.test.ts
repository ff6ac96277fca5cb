/**
 * No feature imports another feature's folder: what two features share belongs in the kit (forms, plants,
 * paging, api, ...). A feature's folders are listed in ./boundary.ts (featureOf, PAGE_FEATURES). Every
 * import counts, type-only ones too: a type shared by two features is a contract the kit should hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/server/features';
import { PLANT_IDS } from '@/lib/plants/plants';
import { featureOf, importsOf, NAMES, SRC, target, walk } from './boundary';

/**
 * Known crossings, as 'importer -> imported' (src-relative files), while the kit takes one over. A new
 * crossing fails the test; a crossing that is gone must leave it.
 */
const KNOWN: readonly string[] = [];

/** The features whose API calls the contract rules below cover: every feature but the portal's own (the kit's api). */
const CONTRACT_FEATURES = FEATURES.map((f) => f.name).filter((name) => name !== 'portal');

/** A feature's route files: its files that declare API calls (in its folder, or still under src/lib/server). */
function routeFiles(name: string): string[] {
  return [...walk(path.join(SRC, 'lib', name)), ...walk(path.join(SRC, 'lib/server', name))].filter(
    (f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && fs.readFileSync(f, 'utf8').includes('createRoute('),
  );
}

/** The first argument of every jsonContent(...) call of a source text (the answer's schema). */
export function answerSchemas(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bjsonContent\(/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      const ch = text[i];
      if (ch === '(' || ch === '{' || ch === '[') depth++;
      else if (ch === ')' || ch === '}' || ch === ']') depth--;
      else if (ch === ',' && depth === 1) break;
    }
    found.push(text.slice(start, i).trim());
  }
  return found;
}

/**
 * An answer schema written out in place rather than named in the contract: a literal object, union, literal or
 * primitive. Naming a contract schema for the OpenAPI document (`z.object(x.shape).openapi('X')`) is not one.
 */
export function writtenOut(schema: string): boolean {
  return /\bz\.(object\(\s*\{|union\(|discriminatedUnion\(|literal\(|record\(|enum\(|string\(|number\(|boolean\(|unknown\(|any\()/.test(
    schema,
  );
}

/** Where a plant id may be written out: the plants module, seed data (files named for it) and tests. */
export function mayNamePlants(rel: string): boolean {
  return rel.startsWith('lib/plants/') || /(^|\/)[^/]*seed[^/]*$/.test(rel) || /\.test\.tsx?$/.test(rel);
}

/** The plant ids a source text writes out, as whole words. */
export function plantIdsIn(text: string): string[] {
  return [...new Set(text.match(new RegExp(`\\b(${PLANT_IDS.join('|')})\\b`, 'g')) ?? [])];
}

/** Each 'importer -> imported' where the two lie in different features' folders. */
export function crossings(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const rel = path.relative(SRC, file).split(path.sep).join('/');
    const own = featureOf(rel);
    if (!own) continue;
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      const to = target(file, spec);
      const theirs = to === null ? null : featureOf(to);
      if (theirs && theirs !== own) found.push(`${rel} -> ${to}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('the feature boundary', () => {
  const sources = walk(SRC).filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.tsx?$/.test(f));

  it('knows the features and their folders', () => {
    expect(NAMES).toContain('admin');
    expect(featureOf('lib/weldleak/server/store.ts')).toBe('weldleak');
    expect(featureOf('components/nitro/NitroForm.astro')).toBe('nitro');
    expect(featureOf('pages/Admin/UserGroup/newGroup.astro')).toBe('admin');
    expect(featureOf('lib/forms/read-form.ts')).toBeNull();
    expect(featureOf('lib/server/db/seed.ts')).toBeNull();
  });

  it('no feature imports another feature’s folder (beyond the known, shrinking list)', () => {
    const now = crossings(sources);
    expect(
      now.filter((c) => !KNOWN.includes(c)),
      'new crossings: move what both use into the kit',
    ).toEqual([]);
    expect(
      KNOWN.filter((c) => !now.includes(c)),
      'crossings gone: take them off KNOWN',
    ).toEqual([]);
  });

  it('each feature with API calls keeps its contract in src/lib/<feature>/schemas.ts, and its routes read it', () => {
    const missing: string[] = [];
    for (const name of CONTRACT_FEATURES) {
      const routes = routeFiles(name);
      if (routes.length === 0) continue;
      if (!fs.existsSync(path.join(SRC, 'lib', name, 'schemas.ts'))) missing.push(`lib/${name}/schemas.ts`);
      const contract = new RegExp(`^@/lib/${name}/([a-z-]+-)?schemas$`);
      for (const file of routes) {
        if (!importsOf(fs.readFileSync(file, 'utf8')).some((spec) => contract.test(spec))) {
          missing.push(`${path.relative(SRC, file)} reads no @/lib/${name}/schemas`);
        }
      }
    }
    expect(missing, 'a feature’s answers and bodies belong in src/lib/<feature>/schemas.ts (zod, z.infer types)').toEqual([]);
  });

  it('no route writes its answer’s shape out in place: answers are the contract’s schemas', () => {
    const inline = CONTRACT_FEATURES.flatMap((name) =>
      routeFiles(name).flatMap((file) =>
        answerSchemas(fs.readFileSync(file, 'utf8'))
          .filter(writtenOut)
          .map((schema) => `${path.relative(SRC, file)}: ${schema.replace(/\s+/g, ' ')}`),
      ),
    );
    expect(inline, 'name the answer in src/lib/<feature>/schemas.ts and use it here').toEqual([]);
  });

  it('tells an answer written out from one named in the contract', () => {
    const text = "responses: { 200: jsonContent(z.array(z.object({ id: z.number() })), 'x'), 201: jsonContent(Reason, 'y') }";
    expect(answerSchemas(text)).toEqual(['z.array(z.object({ id: z.number() }))', 'Reason']);
    expect(answerSchemas(text).map(writtenOut)).toEqual([true, false]);
    expect(writtenOut("z.array(z.object(dbhDaySchema.shape).openapi('DayByHourDay'))")).toBe(false);
    expect(writtenOut('z.array(z.string())')).toBe(true);
  });

  it('writes the plant ids out only in the plants module, seed data and tests', () => {
    const written = walk(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((rel) => /\.(ts|tsx|astro|mjs|js)$/.test(rel) && !mayNamePlants(rel))
      .flatMap((rel) => plantIdsIn(fs.readFileSync(path.join(SRC, rel), 'utf8')).map((id) => `${rel}: ${id}`));
    expect(written, 'read the plant from src/lib/plants (PLANTS, plantNamed, DEFAULT_PLANT, plantIdSchema)').toEqual([]);
  });

  it('tells a plant id written out from a word that contains one', () => {
    expect(plantIdsIn(`<HrBoardScreen scope="${PLANT_IDS[1]}" />`)).toEqual([PLANT_IDS[1]]);
    expect(plantIdsIn(`const x = '${PLANT_IDS[0]}Extra';`)).toEqual([]);
    expect(mayNamePlants('pages/Dashboards/HR/spBirthdays.astro')).toBe(false);
    expect(mayNamePlants('lib/boards/server/info-seed.ts')).toBe(true);
  });

  it('notices a crossing, type-only and relative ones too', () => {
    expect(importsOf("import type { Job } from '@/lib/materials/schemas';\nimport x from '../nitro/nitro';")).toEqual([
      '@/lib/materials/schemas',
      '../nitro/nitro',
    ]);
  });
});
