import type { Access } from '@/lib/api/types';

/** The sub-application whose holders administer the portal (spec §6). */
export const ADMIN_SUB_APP = 'Apps_Security';

/**
 * Whether the access collection grants a menu id (a number), an application key or a sub-application id (a name).
 * @example hasPermission({ Maintenance: { MenuID: 7, SubApps: null } }, 7) // true
 * @example hasPermission({ Admin: { MenuID: 1, SubApps: { Apps_Security: true } } }, 'Apps_Security') // true
 */
export function hasPermission(access: Access | null | undefined, key: number | string): boolean {
  if (!access) return false;
  const entries = Object.values(access);
  if (typeof key === 'number') return entries.some((entry) => entry.MenuID === key);
  if (Object.hasOwn(access, key)) return true;
  const lower = key.toLowerCase();
  return (
    entries.some((entry) => entry.SubApps !== null && Object.hasOwn(entry.SubApps, key)) ||
    Object.keys(access).some((app) => app.toLowerCase() === lower)
  );
}

/**
 * Whether the access collection grants an application (by its key, in any letter case): applications
 * only, so a sub-application whose id equals an application key opens nothing.
 * @example hasApp({ Maintenance: { MenuID: 7, SubApps: null } }, 'maintenance') // true
 * @example hasApp({ _: { MenuID: 0, SubApps: { Maintenance: true } } }, 'Maintenance') // false
 */
export function hasApp(access: Access | null | undefined, app: string): boolean {
  if (!access) return false;
  // An access collection is not changed once made (a grant makes a new one): its granted keys are kept
  // with it, as every page's guards ask about it several times.
  let granted = grantedOf.get(access);
  if (!granted) grantedOf.set(access, (granted = grantedApps(access)));
  return granted.has(app.toLowerCase());
}

const grantedOf = new WeakMap<Access, Set<string>>();

/**
 * The application keys the access collection grants, lower-cased: `hasApp`'s rule for checking many
 * applications at once (`grantedApps(access).has(app.toLowerCase())` is `hasApp(access, app)`).
 * @example grantedApps({ Maintenance: { MenuID: 7, SubApps: null }, _: { MenuID: 0, SubApps: { X: true } } }) // Set { 'maintenance' }
 */
export function grantedApps(access: Access | null | undefined): Set<string> {
  const granted = new Set<string>();
  for (const [key, entry] of Object.entries(access ?? {})) if (grantsApp(entry)) granted.add(key.toLowerCase());
  return granted;
}

/** An entry opens its application only with a real menu id (sub-application rights sit under MenuID 0). */
function grantsApp(entry: Access[string]): boolean {
  return entry.MenuID > 0;
}

/**
 * Whether the access collection grants a sub-application (by its exact id), under any application.
 * @example hasSubApp({ Admin: { MenuID: 1, SubApps: { Apps_Security: true } } }, 'Apps_Security') // true
 */
export function hasSubApp(access: Access | null | undefined, subAppId: string): boolean {
  if (!access) return false;
  return Object.values(access).some((entry) => entry.SubApps !== null && Object.hasOwn(entry.SubApps, subAppId));
}

/** Whether the access collection holds the administrator right `Apps_Security`. */
export function isAdministrator(access: Access | null | undefined): boolean {
  return hasSubApp(access, ADMIN_SUB_APP);
}
