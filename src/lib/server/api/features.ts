import type { OpenAPIHono } from '@hono/zod-openapi';
import { registerAdminRoutes } from '@/lib/server/admin/routes';
import { registerChecklistRoutes } from '@/lib/server/checklist/routes';
import type { Database } from '@/lib/server/db/database';
import type { NotificationHub } from '@/lib/server/notifications/hub';
import { registerNotificationRoutes } from '@/lib/server/notifications/routes';
import { registerNotificationStreamRoute } from '@/lib/server/notifications/stream-route';
import { registerLabelRoutes } from '@/lib/server/labels/routes';
import { registerLaborRoutes } from '@/lib/server/labor/routes';
import type { MoveRequestHub } from '@/lib/server/materials/move-hub';
import { registerMaterialRoutes } from '@/lib/server/materials/routes';
import { registerMoveStreamRoute } from '@/lib/server/materials/move-stream';
import { registerNitroRoutes } from '@/lib/server/nitro/routes';
import { registerSpcRoutes } from '@/lib/server/spc/routes';
import { registerWeldLeakRoutes } from '@/lib/server/weldleak/routes';
import { registerRecordEngineRoutes } from '@/lib/server/records/engine/index';
import type { DeviceGrants } from '@/lib/server/devices/device-grants';
import type { BoardHub } from '@/lib/server/boards/board-hub';
import { registerBoardRoutes } from '@/lib/server/boards/routes';
import { registerDeviceRoutes } from '@/lib/server/devices/routes';
import type { ApiCaches, ApiEnv } from './api-env';
import { registerDirectoryRoutes } from './directory-routes';
import { registerSecurityRoutes } from './security-routes';

/** What a feature's routes may use. */
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
}

/** One feature of the API: its name and the function that registers its routes (and their guards). */
export interface ApiFeature {
  readonly name: string;
  register(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void;
}

/**
 * Every feature of the API, registered in this order by `createApi`: a new feature adds its one row
 * here (its routes in src/lib/server/<feature>/routes.ts, guarded with `requireApp`/`requireSubApp`).
 */
export const API_FEATURES: readonly ApiFeature[] = [
  { name: 'directory', register: (app, { db, caches }) => registerDirectoryRoutes(app, db, caches) },
  { name: 'security', register: (app, { db, caches }) => registerSecurityRoutes(app, db, caches) },
  {
    name: 'notification stream',
    register: (app, { db, notificationHub }) => notificationHub && registerNotificationStreamRoute(app, db, notificationHub),
  },
  { name: 'notifications', register: (app, { db, caches }) => registerNotificationRoutes(app, db, caches) },
  { name: 'admin', register: (app, { db }) => registerAdminRoutes(app, db) },
  { name: 'weldleak', register: (app, { db }) => registerWeldLeakRoutes(app, db) },
  { name: 'nitro', register: (app, { db }) => registerNitroRoutes(app, db) },
  { name: 'checklist', register: (app, { db }) => registerChecklistRoutes(app, db) },
  { name: 'move request stream', register: (app, { moveRequestHub }) => moveRequestHub && registerMoveStreamRoute(app, moveRequestHub) },
  { name: 'materials', register: (app, { db, caches }) => registerMaterialRoutes(app, db, caches) },
  { name: 'labels', register: (app, { db }) => registerLabelRoutes(app, db) },
  { name: 'records', register: (app, { db }) => registerRecordEngineRoutes(app, db) },
  { name: 'devices', register: (app, { db, deviceGrants }) => registerDeviceRoutes(app, db, deviceGrants) },
  { name: 'spc', register: (app, { db }) => registerSpcRoutes(app, db) },
  { name: 'labor', register: (app, { db }) => registerLaborRoutes(app, db) },
  { name: 'boards', register: (app, { db, boardHub }) => registerBoardRoutes(app, db, boardHub) },
];
