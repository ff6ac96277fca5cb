import type { z } from 'zod';
import type { JsonCall } from '@/lib/api/json-call';
import type {
  AccessSourceSchema,
  AdminEmployeeSchema,
  AdminMenuItemSchema,
  AuditEntrySchema,
  AuditPageSchema,
  EmployeeAccessSchema,
  EmployeePageSchema,
  EmployeeGrantSchema,
  GroupGrantSchema,
  GroupPageSchema,
  GroupSchema,
  HolderPageSchema,
  HolderSchema,
  MenuItemPageSchema,
  SubAppSchema,
} from '@/lib/admin/schemas';

// The shapes below are the API's own zod schemas (src/lib/admin/schemas.ts), read as types
// only: one definition per request and response, no hand copies. Type imports are
// erased, so nothing of the server reaches a bundle through them.

/** One page of a longer list (every administration list answers this). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Sort direction of a table. */
export type SortDir = 'asc' | 'desc';

/** A menu item as administration edits it. */
export type AdminMenuItem = z.output<typeof AdminMenuItemSchema>;
/** A sub-application. */
export type SubApp = z.output<typeof SubAppSchema>;
/** An employee of the directory. */
export type AdminEmployee = z.output<typeof AdminEmployeeSchema>;
/** A user group. */
export type UserGroup = z.output<typeof GroupSchema>;
/** Where a right comes from. */
export type AccessSource = z.output<typeof AccessSourceSchema>;
/** An employee's effective access with its sources. */
export type EmployeeAccess = z.output<typeof EmployeeAccessSchema>;
/** An employee granted something directly. */
export type EmployeeGrant = z.output<typeof EmployeeGrantSchema>;
/** A group granted something. */
export type GroupGrant = z.output<typeof GroupGrantSchema>;
/** Someone who holds an application or sub-application, and how. */
export type Holder = z.output<typeof HolderSchema>;
/** One row of the audit log. */
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** What security is administered for: an application (by menu id) or a sub-application (by id). */
export type SecurityScope = { kind: 'app'; menuId: number } | { kind: 'subApp'; subAppId: string };
/** To whom a grant goes. */
export type Grantee = { kind: 'employee'; empId: number } | { kind: 'group'; groupId: number };

/** Paging of a list call. */
export interface PageOptions {
  page?: number;
  pageSize?: number;
}

/** The administration calls of the company API (/v1/Admin); every failure throws an `ApiError`. */
export interface AdminApi {
  menuItems(options: PageOptions & { q?: string; sort?: string; dir?: SortDir }): Promise<z.output<typeof MenuItemPageSchema>>;
  menuItem(options: { menuId: number }): Promise<AdminMenuItem>;
  createMenuItem(options: { item: Record<string, unknown> }): Promise<AdminMenuItem>;
  updateMenuItem(options: { menuId: number; item: Record<string, unknown> }): Promise<AdminMenuItem>;
  subApps(options: { menuId: number }): Promise<SubApp[]>;
  subApp(options: { subAppId: string }): Promise<SubApp>;
  createSubApp(options: { subApp: Record<string, unknown> }): Promise<SubApp>;
  employees(
    options: PageOptions & { q?: string; plant?: string; sort?: string; dir?: SortDir },
  ): Promise<z.output<typeof EmployeePageSchema>>;
  employeeAccess(options: { empId: number }): Promise<EmployeeAccess>;
  groups(options: PageOptions & { q?: string; dir?: SortDir }): Promise<z.output<typeof GroupPageSchema>>;
  group(options: { groupId: number }): Promise<UserGroup>;
  createGroup(options: { name: string }): Promise<UserGroup>;
  renameGroup(options: { groupId: number; name: string }): Promise<UserGroup>;
  groupMembers(options: { groupId: number }): Promise<AdminEmployee[]>;
  addGroupMember(options: { groupId: number; empId: string | number }): Promise<AdminEmployee>;
  removeGroupMember(options: { groupId: number; empId: number }): Promise<void>;
  employeeGrants(options: { scope: SecurityScope }): Promise<EmployeeGrant[]>;
  groupGrants(options: { scope: SecurityScope }): Promise<GroupGrant[]>;
  holders(options: PageOptions & { scope: SecurityScope }): Promise<z.output<typeof HolderPageSchema>>;
  grant(options: {
    scope: SecurityScope;
    grantee: { kind: 'employee'; empId: string | number } | { kind: 'group'; groupId: string | number };
  }): Promise<void>;
  revoke(options: { scope: SecurityScope; grantee: Grantee }): Promise<void>;
  grantPlant(options: { empId: number; plantId: string }): Promise<void>;
  revokePlant(options: { empId: number; plantId: string }): Promise<void>;
  auditLog(options: PageOptions & { entity?: string; entityId?: string }): Promise<z.output<typeof AuditPageSchema>>;
}

const segment = encodeURIComponent;

/** The path of a security scope: 'Apps/49' or 'SubApps/Maintenance_Manager'. */
function scopePath(scope: SecurityScope): string {
  return scope.kind === 'app' ? `Apps/${scope.menuId}` : `SubApps/${segment(scope.subAppId)}`;
}

/** Query parameters without the undefined and empty ones, as strings. */
function query(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([k, v]: [string, unknown]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])),
  );
}

/** The administration calls over the API call of the kit (`apiCallOf(locals, 'Admin')`). */
export function createAdminApi(call: JsonCall): AdminApi {
  return {
    menuItems: (o) => call('GET', 'MenuItems', query(o)),
    menuItem: ({ menuId }) => call('GET', `MenuItems/${menuId}`),
    createMenuItem: ({ item }) => call('POST', 'MenuItems', undefined, item),
    updateMenuItem: ({ menuId, item }) => call('PUT', `MenuItems/${menuId}`, undefined, item),
    subApps: ({ menuId }) => call('GET', `MenuItems/${menuId}/SubApps`),
    subApp: ({ subAppId }) => call('GET', `SubApps/${segment(subAppId)}`),
    createSubApp: ({ subApp }) => call('POST', 'SubApps', undefined, subApp),
    employees: (o) => call('GET', 'Employees', query(o)),
    employeeAccess: ({ empId }) => call('GET', `Employees/${empId}/Access`),
    groups: (o) => call('GET', 'Groups', query(o)),
    group: ({ groupId }) => call('GET', `Groups/${groupId}`),
    createGroup: ({ name }) => call('POST', 'Groups', undefined, { name }),
    renameGroup: ({ groupId, name }) => call('PATCH', `Groups/${groupId}`, undefined, { name }),
    groupMembers: ({ groupId }) => call('GET', `Groups/${groupId}/Members`),
    addGroupMember: ({ groupId, empId }) => call('POST', `Groups/${groupId}/Members`, undefined, { empID: empId }),
    removeGroupMember: async ({ groupId, empId }) => void (await call('DELETE', `Groups/${groupId}/Members/${empId}`)),
    employeeGrants: ({ scope }) => call('GET', `${scopePath(scope)}/Employees`),
    groupGrants: ({ scope }) => call('GET', `${scopePath(scope)}/Groups`),
    holders: ({ scope, ...o }) => call('GET', `${scopePath(scope)}/Security`, query(o)),
    grant: async ({ scope, grantee }) => {
      const body = grantee.kind === 'employee' ? { empID: grantee.empId } : { groupId: grantee.groupId };
      await call('POST', `${scopePath(scope)}/${grantee.kind === 'employee' ? 'Employees' : 'Groups'}`, undefined, body);
    },
    revoke: async ({ scope, grantee }) => {
      const tail = grantee.kind === 'employee' ? `Employees/${grantee.empId}` : `Groups/${grantee.groupId}`;
      await call('DELETE', `${scopePath(scope)}/${tail}`);
    },
    grantPlant: async ({ empId, plantId }) => void (await call('POST', `Employees/${empId}/Plants`, undefined, { plantId })),
    revokePlant: async ({ empId, plantId }) => void (await call('DELETE', `Employees/${empId}/Plants/${segment(plantId)}`)),
    auditLog: (o) => call('GET', 'AuditLog', query(o)),
  };
}
