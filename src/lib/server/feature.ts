import type { OpenAPIHono } from '@hono/zod-openapi';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Namespace } from '@/lib/i18n';
import type { ApiCaches, ApiEnv } from '@/lib/server/api/api-env';
import type { Database, Tx } from '@/lib/server/db/database';
import type { NotificationHub } from '@/lib/notifications/server/hub';
import type { MoveRequestHub } from '@/lib/materials/server/move-hub';
import type { DeviceApproval } from '@/lib/devices/schemas';
import type { DeviceGrants } from '@/lib/devices/server/device-grants';
import type { BoardHub } from '@/lib/boards/server/board-hub';
import type { ReportSource } from '@/lib/reports/server/report-source';

/** A feature's check of a device approval for its use, in the approval's transaction: throws an InputError naming the field. */
export type DeviceApprovalCheck = (tx: Tx, approval: DeviceApproval) => Promise<void>;

/** What a feature's API routes may use. */
export interface ApiDeps {
  db: Database;
  /** The API's exact caches (one set per database). */
  caches: ApiCaches;
  /** Present when the server runs the live notification hub. */
  notificationHub?: NotificationHub | undefined;
  /** Present when the server runs the live move-request hub (the material queue's stream). */
  moveRequestHub?: MoveRequestHub | undefined;
  /** Present when the embedded identity provider runs: approves and revokes devices' grants. */
  deviceGrants?: DeviceGrants | undefined;
  /** Present when the server runs the boards' live hub (GET /v1/Boards/stream). */
  boardHub?: BoardHub | undefined;
  /** Every feature's `checkDeviceApproval`, run by POST /v1/Devices before it writes. */
  deviceApprovalChecks: readonly DeviceApprovalCheck[];
  /** How old a write made on a device may be when it arrives, in hours (OUTBOX_MAX_AGE_HOURS). */
  outboxMaxAgeHours: number;
  /** Every feature's `reportSources`, read when the API is made (the reports answer from them). */
  reportSources: () => readonly ReportSource[];
}

/**
 * Tables whose every change raises a cache topic's counter (src/lib/server/db/generations.ts). `raise`
 * is when the trigger runs: 'after' the statement (the default), or 'before' it, for a topic whose
 * writers lock the counter row before the rows they change (one lock order, no deadlock).
 */
export interface TopicTables {
  readonly tables: readonly PgTable[];
  readonly raise?: 'before' | 'after';
}

/** Work a feature does by itself on a timer (PM schedules opening their work orders); it must be idempotent. */
export interface FeatureJob {
  readonly name: string;
  readonly everyMs: number;
  readonly run: (db: Database, now: Date) => Promise<unknown>;
}

/**
 * One feature of the portal, in one place: everything the server wires up for it. Each feature exports
 * one from src/lib/<feature>/server/feature.ts and has one line in FEATURES (src/lib/server/features.ts).
 */
export interface Feature {
  /** The feature's folder name (src/lib/<name> with its server side in src/lib/<name>/server, src/components/<name>, ...). */
  readonly name: string;
  /** Registers its /v1 calls (each guarded with requireApp/requireSubApp); features register in list order. */
  readonly api?: (app: OpenAPIHono<ApiEnv>, deps: ApiDeps) => void;
  /**
   * Its tables (`import * as tables from './tables'`). drizzle-kit finds them by file name
   * (src/lib/<feature>/server/tables.ts or *-tables.ts, drizzle.config.ts); naming them here gives each
   * table one owner, which tests/unit/features.test.ts checks.
   */
  readonly tables?: Readonly<Record<string, unknown>>;
  /**
   * Writes its demo data when its tables are empty (true when it wrote), dated no later than `now`. Runs
   * at start after the features before it in the list, in its own transaction under its own lock.
   */
  readonly seed?: (tx: Tx, now: Date) => Promise<boolean>;
  /**
   * Brings what the feature's code declares into a database that already exists (the rights a record type
   * names): runs at every start after the seeds, in its own transaction under its own lock; idempotent.
   */
  readonly sync?: (tx: Tx) => Promise<void>;
  /** The cache topics its tables feed ('access' -> its tables); several features may feed one topic. */
  readonly topics?: Readonly<Record<string, TopicTables>>;
  /** Checks an approval of a device before it is written (a board's playlist is of its plant), in its transaction. */
  readonly checkDeviceApproval?: DeviceApprovalCheck;
  /**
   * The named, typed sources of report data it owns (its tables read for reports: the materials ledger, a
   * record type's records), read when the API is made; the reports kit never names a feature's tables.
   */
  readonly reportSources?: () => readonly ReportSource[];
  /** Its jobs, run by the server with the embedded API at start and then at their interval (src/lib/server/feature-jobs.ts). */
  readonly jobs?: readonly FeatureJob[];
  /** Its texts' namespace, public/locales/<lang>/<namespace>.json, registered in src/lib/i18n (the browser-safe half). */
  readonly texts?: Namespace;
}

/** Declares a feature (the identity, typed: a typo in a field is a compile error). */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}

/** Whether a table has no row yet: a seed's usual 'only into an empty database' check. */
export async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
