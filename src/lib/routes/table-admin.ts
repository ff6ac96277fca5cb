import { page, type RouteRow } from './rows';

const security = (scope: 'Apps' | 'SubApps', en: string, es: string): RouteRow[] => [
  page(`/Admin/Applications/Security/${scope}/appEmps`, `Empleados de la ${es}`, { en: `${en} Employees` }),
  page(`/Admin/Applications/Security/${scope}/appGroups`, `Grupos de la ${es}`, { en: `${en} Groups` }),
  page(`/Admin/Applications/Security/${scope}/newAppEmp`, `Nuevo empleado de la ${es}`, { en: `New ${en} Employee` }),
  page(`/Admin/Applications/Security/${scope}/newAppGroup`, `Nuevo grupo de la ${es}`, { en: `New ${en} Group` }),
  page(`/Admin/Applications/Security/${scope}/securityDtls`, `Seguridad de la ${es}`, { en: `${en} Security Details` }),
];

/**
 * Administration (spec §2.3), guarded by Apps_Security. '/Admin' itself is no route, and
 * '/Admin/Applications/...' differs in case from '/Admin/applications', so each page is its own tab.
 */
export const ADMIN_ROUTES: readonly RouteRow[] = [
  page('/Admin/applications', 'Aplicaciones', { en: 'Applications' }),
  page('/Admin/userGroups', 'Grupos de usuarios'),
  page('/Admin/users', 'Usuarios'),
  page('/Admin/Applications/newMenuItem', 'Nuevo elemento de menú'),
  page('/Admin/Applications/newSubApp', 'Nueva subaplicación', { en: 'New Sub-Application' }),
  page('/Admin/Applications/subApps', 'Subaplicaciones', { en: 'Sub-Applications' }),
  page('/Admin/Applications/updateMenuItem', 'Actualizar elemento de menú'),
  page('/Admin/UserGroup/groupMembers', 'Miembros del grupo'),
  page('/Admin/UserGroup/newGroup', 'Nuevo grupo'),
  page('/Admin/UserGroup/newMember', 'Nuevo miembro'),
  ...security('Apps', 'Application', 'aplicación'),
  ...security('SubApps', 'Sub-Application', 'subaplicación'),
];
