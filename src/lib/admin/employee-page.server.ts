import type { TFunction } from 'i18next';
import type { Saved } from '@/lib/forms/form-post.server';
import { HttpError } from '@/lib/http/errors';
import type { AdminApi } from './api-client.server';

/** What the employee page's forms post: the intent and the id of what is granted or revoked. */
export type EmployeeAccessForm = Record<string, string>;

/** Options of `writeEmployeeAccess`. */
export interface EmployeeAccessWrite {
  api: AdminApi;
  t: TFunction;
  empId: number;
  /** The employee's name, for the message after the change. */
  who: string;
  /** The name of what an intent's id names (a plant id -> its name), for the message. */
  nameOf: (intent: string, id: string) => string;
  /** The page to come back to. */
  location: string;
}

/**
 * One change posted on an employee's administration page (grant or revoke a plant, an application or a
 * sub-application), audited by the API; the message to show after it. An unknown intent is a 400.
 * @example await writeEmployeeAccess({ intent: 'grant-plant', id: DEFAULT_PLANT }, { api, t, empId: 2001, who: 'Maria Nguyen', nameOf, location })
 */
export async function writeEmployeeAccess(form: EmployeeAccessForm, options: EmployeeAccessWrite): Promise<Saved> {
  const { api, t, empId, who, location, nameOf } = options;
  const id = (form['id'] ?? '').trim();
  const intent = form['intent'] ?? '';
  const grantee = { kind: 'employee' as const, empId };
  switch (intent) {
    case 'grant-plant':
      await api.grantPlant({ empId, plantId: id });
      break;
    case 'revoke-plant':
      await api.revokePlant({ empId, plantId: id });
      break;
    case 'grant-app':
      await api.grant({ scope: { kind: 'app', menuId: Number(id) }, grantee });
      break;
    case 'revoke-app':
      await api.revoke({ scope: { kind: 'app', menuId: Number(id) }, grantee });
      break;
    case 'grant-subapp':
      await api.grant({ scope: { kind: 'subApp', subAppId: id }, grantee });
      break;
    case 'revoke-subapp':
      await api.revoke({ scope: { kind: 'subApp', subAppId: id }, grantee });
      break;
    default:
      throw new HttpError(400, 'Unknown form intent');
  }
  const done = intent.startsWith('grant') ? 'admin.users.granted' : 'admin.users.revoked';
  return { message: t(done, { what: nameOf(intent, id), who }), location };
}
