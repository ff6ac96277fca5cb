/** Every table of the database; drizzle-kit reads this module to generate the migrations in /drizzle. */
export * from './applications';
export * from './audit-log';
export * from './employees';
export * from './grants';
export * from './groups';
export * from './notifications';
export * from './oidc';
export * from './plants';
export * from './login-throttle';
export * from './generations';
export * from '@/lib/server/idempotency/tables';
export * from '@/lib/server/weldleak/tables';
export * from '@/lib/server/materials/tables';
export * from '@/lib/server/materials/measure-tables';
export * from '@/lib/server/nitro/tables';
export * from '@/lib/server/checklist/tables';
export * from '@/lib/server/labels/tables';
