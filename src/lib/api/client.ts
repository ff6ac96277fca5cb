import { ApiError } from './errors';
import type { Access, Employee, MenuItem, Notification, Plant } from './types';

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
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** The API host, e.g. http://127.0.0.1:4321 (the calls add /v1/...). */
  baseUrl: string;
  /** The bearer access token of the signed-in user. */
  accessToken: string;
  fetch?: typeof fetch;
}

/** The company API client; every failed call throws an `ApiError`. */
export function createApiClient({ baseUrl, accessToken, fetch: doFetch = fetch }: ApiClientOptions): AppsApi {
  async function call<T>(method: string, path: string, query?: Record<string, string>, body?: unknown): Promise<T> {
    const url = new URL(`${baseUrl}/v1/${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ApiError(0, path, error instanceof Error ? error.message : String(error));
    }
    if (!res.ok) {
      const detail = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new ApiError(res.status, path, detail?.error?.message ?? res.statusText);
    }
    return (await res.json()) as T;
  }

  return {
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
}
