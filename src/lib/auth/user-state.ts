import type { AppsApi } from '../api/client';
import type { Access, Employee } from '../api/types';
import { ADMIN_SUB_APP } from './permissions';
import { decodeTokenData, type TokenData } from './tokens';

/** The signed-in user (spec §3 'User state'). */
export interface UserState {
  employee: Employee | null;
  /** The company e-mail from the token's unique_name claim. */
  username: string;
  access: Access;
  tokenData: TokenData;
}

/**
 * Loads the user state with the user's own access token. The employee and access loads, and the
 * administrator question, only log their failures (spec §8): the user then sees no applications.
 */
export async function loadUserState(api: AppsApi, idToken: string | undefined, uniqueName: string): Promise<UserState> {
  const tokenData = decodeTokenData(idToken);
  const username = tokenData.unique_name || uniqueName;
  const employee = await api.employeeByEmail(username).catch((error: unknown) => {
    console.error('[user] employee load failed:', describe(error));
    return null;
  });
  if (!employee) return { employee, username, access: {}, tokenData };
  const [access] = await Promise.all([
    api.accessByEmployee(employee.empID).catch((error: unknown) => {
      console.error('[user] access load failed:', describe(error));
      return {} as Access;
    }),
    api.isAuthorizedSubApp(ADMIN_SUB_APP, employee.empID).then(
      (admin) => console.debug(`[user] ${username} ${ADMIN_SUB_APP}: ${admin}`),
      (error: unknown) => console.error('[user] admin check failed:', describe(error)),
    ),
  ]);
  return { employee, username, access, tokenData };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
