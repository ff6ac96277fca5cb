import { createJsonCall } from '../api/json-call';

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
export interface AdminMenuItem {
  menuId: number;
  link: string;
  title: string;
  icon: string;
  subAppCount?: number;
}

/** A sub-application. */
export interface SubApp {
  subAppId: string;
  menuId: number | null;
  title: string;
}

/** An employee of the directory. */
export interface AdminEmployee {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  plantName: string | null;
  companyEmail: string;
}

/** A user group. */
export interface UserGroup {
  groupId: number;
  name: string;
  memberCount: number;
}

/** Where a right comes from. */
export type AccessSource = { type: 'direct' } | { type: 'group'; groupId: number; name: string };

/** An employee's effective access with its sources. */
export interface EmployeeAccess {
  employee: AdminEmployee;
  apps: { menuId: number; link: string; title: string; icon: string; sources: AccessSource[] }[];
  subApps: { subAppId: string; title: string; menuId: number | null; sources: AccessSource[] }[];
  groups: UserGroup[];
}

/** An employee granted something directly. */
export interface EmployeeGrant {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  plantName: string | null;
  grantedAt: string;
}

/** A group granted something. */
export interface GroupGrant {
  groupId: number;
  name: string;
  memberCount: number;
  grantedAt: string;
}

/** Someone who holds an application or sub-application, and how. */
export interface Holder {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  sources: AccessSource[];
}

/** One row of the audit log. */
export interface AuditEntry {
  id: number;
  at: string;
  actorEmpId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** What security is administered for: an application (by menu id) or a sub-application (by id). */
export type SecurityScope = { kind: 'app'; menuId: number } | { kind: 'subApp'; subAppId: string };
/** To whom a grant goes. */
export type Grantee = { kind: 'employee'; empId: number } | { kind: 'group'; groupId: number };

/** Paging of a list call. */
export interface PageOptions {
  page?: number;
  pageSize?: number;
}

/** The administration calls of the company API (/v1/Admin, issue 6); every failure throws an `ApiError`. */
export interface AdminApi {
  menuItems(options: PageOptions & { q?: string; sort?: string; dir?: SortDir }): Promise<Page<AdminMenuItem> & { nextMenuId: number }>;
  menuItem(options: { menuId: number }): Promise<AdminMenuItem>;
  createMenuItem(options: { item: Record<string, unknown> }): Promise<AdminMenuItem>;
  updateMenuItem(options: { menuId: number; item: Record<string, unknown> }): Promise<AdminMenuItem>;
  subApps(options: { menuId: number }): Promise<SubApp[]>;
  subApp(options: { subAppId: string }): Promise<SubApp>;
  createSubApp(options: { subApp: Record<string, unknown> }): Promise<SubApp>;
  employees(options: PageOptions & { q?: string; plant?: string; sort?: string; dir?: SortDir }): Promise<Page<AdminEmployee>>;
  employeeAccess(options: { empId: number }): Promise<EmployeeAccess>;
  groups(options: PageOptions & { q?: string; dir?: SortDir }): Promise<Page<UserGroup>>;
  group(options: { groupId: number }): Promise<UserGroup>;
  createGroup(options: { name: string }): Promise<UserGroup>;
  renameGroup(options: { groupId: number; name: string }): Promise<UserGroup>;
  groupMembers(options: { groupId: number }): Promise<AdminEmployee[]>;
  addGroupMember(options: { groupId: number; empId: string | number }): Promise<AdminEmployee>;
  removeGroupMember(options: { groupId: number; empId: number }): Promise<void>;
  employeeGrants(options: { scope: SecurityScope }): Promise<EmployeeGrant[]>;
  groupGrants(options: { scope: SecurityScope }): Promise<GroupGrant[]>;
  holders(options: PageOptions & { scope: SecurityScope }): Promise<Page<Holder> & { title: string }>;
  grant(options: { scope: SecurityScope; grantee: { kind: 'employee'; empId: string | number } | { kind: 'group'; groupId: string | number } }): Promise<void>;
  revoke(options: { scope: SecurityScope; grantee: Grantee }): Promise<void>;
  auditLog(options: PageOptions & { entity?: string; entityId?: string }): Promise<Page<AuditEntry>>;
}

/** Options of `createAdminApi`. */
export interface AdminApiOptions {
  /** The API host (the calls add /v1/Admin/...). */
  baseUrl: string;
  /** The administrator's bearer access token. */
  accessToken: string;
  fetch?: typeof fetch;
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

/** The administration API client, in the style of `createApiClient`. */
export function createAdminApi({ baseUrl, accessToken, fetch: doFetch = fetch }: AdminApiOptions): AdminApi {
  const call = createJsonCall({ base: `${baseUrl}/v1/Admin`, accessToken, fetch: doFetch });

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
    auditLog: (o) => call('GET', 'AuditLog', query(o)),
  };
}
