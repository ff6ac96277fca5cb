import { createJsonCall } from './json-call';
import type { Access, Employee, Me, MenuItem, Notification, Plant } from './types';

/** The calls of spec §7, as the portal makes them. */
export interface AppsApi {
  menuItems(): Promise<MenuItem[]>;
  plants(): Promise<Plant[]>;
  employeeByEmail(companyEmailAddress: string): Promise<Employee>;
  employeeGuid(empID: number): Promise<string>;
  accessByEmployee(empID: number): Promise<Access>;
  isAuthorizedSubApp(subappID: string, empID: number): Promise<boolean>;
  notifications(options: { username: string; unread: boolean }): Promise<Notification[]>;
  markRead(notification: Notification): Promise<void>;
  markAllRead(username: string): Promise<void>;
  /**
   * The caller's employee, access and (with unread) unread notifications in one call: present only when
   * the API is this portal's own (GET /v1/Security/Me is not a call of the company API, spec §7).
   */
  me?(options: { unread: boolean }): Promise<Me>;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** The API host, e.g. http://127.0.0.1:4321 (the calls add /v1/...). */
  baseUrl: string;
  /** The bearer access token of the signed-in user. */
  accessToken: string;
  fetch?: typeof fetch;
  /** Whether the API is this portal's own (then `me` is offered). */
  ownApi?: boolean;
}

/** The company API client; every failed call throws an `ApiError`. */
export function createApiClient({ baseUrl, accessToken, fetch: doFetch = fetch, ownApi = false }: ApiClientOptions): AppsApi {
  const call = createJsonCall({ base: `${baseUrl}/v1`, accessToken, fetch: doFetch });

  const api: AppsApi = {
    menuItems: () => call('GET', 'Apps/MenuItems'),
    plants: () => call('GET', 'Plant'),
    employeeByEmail: (companyEmailAddress) => call('GET', 'Employee/ByCompanyEmailAddress', { companyEmailAddress }),
    employeeGuid: async (empID) => {
      const result = await call<string | { guid: string }>('GET', `Employee/GUID/${empID}`);
      return typeof result === 'string' ? result : result.guid;
    },
    accessByEmployee: (empID) => call('GET', 'Security/AppAccessByEmployee', { empID: String(empID) }),
    isAuthorizedSubApp: async (subappID, empID) => {
      const result = await call<boolean | { authorized: boolean }>('GET', 'Security/IsAuthorizedSubApp', {
        subappID,
        empID: String(empID),
      });
      return typeof result === 'boolean' ? result : result.authorized;
    },
    notifications: ({ username, unread }) =>
      call('GET', 'Notifications', {
        $filter: `unread eq ${unread} and username eq '${username.replaceAll("'", "''")}'`,
        $orderby: 'date desc',
      }),
    markRead: (notification) => call('PATCH', 'Notifications', undefined, { ...notification, unread: false }),
    markAllRead: (username) => call('POST', `Notifications/MarkAll/${encodeURIComponent(username)}`),
  };
  if (ownApi) api.me = ({ unread }) => call('GET', 'Security/Me', unread ? { unread: 'true' } : undefined);
  return api;
}
