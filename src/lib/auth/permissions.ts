import type { Access } from '../api/types';

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

/** Whether the access collection holds the administrator right `Apps_Security`. */
export function isAdministrator(access: Access | null | undefined): boolean {
  return hasPermission(access, ADMIN_SUB_APP);
}
