/**
 * The portal's own tables (people, plants, sign-in, access and its audit log, the bell's notifications,
 * cache counters): the schema `Database` is typed with.
 * A feature's tables live in its folder (src/lib/<feature>/server/tables.ts or *-tables.ts), where
 * drizzle.config.ts finds them, and are named in its feature.ts; never re-export them here.
 */
export * from './employees';
export * from './plants';
export * from './oidc';
export * from './login-throttle';
export * from './generations';
export * from './access';
export * from './notifications';
export * from './departments';
export * from './positions';
export * from './skills';
