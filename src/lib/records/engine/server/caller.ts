import type { Context, MiddlewareHandler } from 'hono';
import type { RecordTypeDef } from '@/lib/records/engine/definition';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { workPlantGuard } from '@/lib/server/api/work-plant';
import type { RecordCaller } from './rights';

/** The record caller of a request whose application was checked (see `typeAccess`). */
export async function recordCaller(c: Context<ApiEnv>, def: RecordTypeDef): Promise<RecordCaller> {
  const employee = await requireApp(c, def.app);
  return {
    empId: employee.empId,
    name: `${employee.firstName} ${employee.lastName}`,
    email: employee.companyEmail,
    plant: employee.plantId,
    access: await c.get('caller').access(),
    workPlants: await c.get('caller').workPlants(),
  };
}

/** Route middleware: the type's application is checked before any parameter or body is validated. */
export function typeAccess(def: RecordTypeDef): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await requireApp(c, def.app);
    await next();
  };
}

/**
 * Route middleware after `typeAccess`: the plant a body names (a new record's, or the plant a record moves to)
 * goes through the kit's plant guard before the body is validated, so a refusal says nothing about the fields.
 */
export function bodyPlantGuard(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const body: unknown = await c.req.json().catch(() => null);
    const plant = body && typeof body === 'object' && 'plant' in body ? body.plant : undefined;
    if (typeof plant === 'string') (await workPlantGuard(c))(plant);
    await next();
  };
}

/** The caller's language for labels: `?lang=`, else Accept-Language, else English. */
export function languageOf(c: Context<ApiEnv>): 'en' | 'es' {
  const asked = c.req.query('lang') ?? c.req.header('accept-language') ?? '';
  return asked.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The version an If-Match header names (`"7"`, `W/"42-7"`), or undefined. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  const match = header?.match(/(\d+)"?\s*$/);
  return match ? Number(match[1]) : undefined;
}

/** The ETag of a record at a version. */
export const etagOf = (id: number, version: number) => `"${id}-${version}"`;
