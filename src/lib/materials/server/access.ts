import type { Context, MiddlewareHandler } from 'hono';
import type { Access } from '@/lib/server/db/access';
import type { ApiEnv, Caller } from '@/lib/server/api/api-env';
import { NotAllowedError } from '@/lib/server/errors';

/**
 * Access checks of the materials calls: like the shared `requireApp`, with any one of several
 * applications, and the caller's sub-application rights at hand; read once per request, before any transaction.
 */

/** Applications whose screens read jobs, parts and bins. */
export const MATERIALS_READ_APPS = [
  'issueMaterial',
  'Request',
  'MaterialQueue',
  'ProdMove',
  'shortendscheck',
  'shortendlocations',
  'InventoryMove',
  'Labels',
];

/** What the caller may do, read once. */
export interface MaterialsActor {
  empId: number;
  username: string;
  access: Access;
  /** Every sub-application right the caller holds. */
  rights: ReadonlySet<string>;
}

const actors = new WeakMap<Caller, Promise<MaterialsActor>>();
// The rights of an access answer: the API's cache hands out the same object while the 'access' counter is unchanged.
const rightsOf = new WeakMap<Access, Set<string>>();

async function readActor(caller: Caller): Promise<MaterialsActor> {
  // The employee and their rights come from the API's exact caches (these calls are made on every
  // scan of a tablet): one small query for the cache counters on a warm server.
  const found = await caller.employee();
  if (!found) throw new NotAllowedError(`${caller.claims.uniqueName} is not an employee of the directory.`);
  const access = await caller.access();
  let rights = rightsOf.get(access);
  if (!rights) rightsOf.set(access, (rights = new Set(Object.values(access).flatMap((entry) => Object.keys(entry.SubApps ?? {})))));
  return { empId: found.empId, username: found.companyEmail.toLowerCase(), access, rights };
}

/**
 * The caller as an employee holding one of `apps` (application keys); else 403.
 * @example await requireAnyApp(c, ['issueMaterial'])
 */
export async function requireAnyApp(c: Context<ApiEnv>, apps: readonly string[]): Promise<MaterialsActor> {
  const caller = c.get('caller');
  let actor = actors.get(caller);
  if (!actor) {
    actor = readActor(caller);
    actors.set(caller, actor);
  }
  const resolved = await actor;
  if (!apps.some((app) => resolved.access[app] !== undefined)) {
    throw new NotAllowedError(`This call needs the application ${apps.join(' or ')}.`, { code: 'application-required' });
  }
  return resolved;
}

/** Route middleware: the caller holds one of `apps`, checked before the route's input is validated. */
export function anyAppRequired(apps: readonly string[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await requireAnyApp(c, apps);
    await next();
  };
}
