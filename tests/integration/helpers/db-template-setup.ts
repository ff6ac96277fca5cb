import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer, POSTGRES_TEMPLATE_FILE, runTemplate } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder holding its database templates (db-template.ts). */
    databaseTemplateDir: string;
  }
}

interface Shared {
  users: number;
  dir: Promise<string>;
}

// Both vitest projects (node and astro) run this file in vitest's one main process: they share one folder.
const holder = globalThis as { __appsDatabaseTemplate?: Shared };

/**
 * Vitest global setup: gives the run a folder for its database templates, and when the run has
 * several integration test files migrates and seeds them here, once (no hook time-out applies here;
 * a run of unit tests alone makes none). Once every test has finished it drops the PostgreSQL
 * template and removes the folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder.__appsDatabaseTemplate ??= { users: 0, dir: prepare(project) });
  shared.users += 1;
  const dir = await shared.dir;
  project.provide('databaseTemplateDir', dir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder.__appsDatabaseTemplate;
    await dropPostgresTemplate(dir);
    await rm(dir, { recursive: true, force: true });
  };
}

async function prepare(project: TestProject): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'apps-template-'));
  // The files queued for this run (vitest collects their paths before it runs the global setups). With
  // one integration file or none, its first harness makes what it needs (a single file costs what it did).
  const integration = project.vitest.state.getPaths().filter((file) => file.includes(`${path.sep}tests${path.sep}integration${path.sep}`));
  if (integration.length > 1) {
    const serverUrl = process.env['TEST_DATABASE_URL'];
    await Promise.all([runTemplate(dir, undefined), serverUrl ? runTemplate(dir, serverUrl) : undefined]);
  }
  return dir;
}

async function dropPostgresTemplate(dir: string): Promise<void> {
  const made = await readFile(path.join(dir, POSTGRES_TEMPLATE_FILE), 'utf8').catch(() => null);
  if (!made) return;
  const { serverUrl, name } = JSON.parse(made) as { serverUrl: string; name: string };
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
