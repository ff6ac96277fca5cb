import type { Context, MiddlewareHandler } from 'hono';
import { hasApp, hasSubApp } from '@/lib/auth/permissions';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { NotAllowedError } from '@/lib/server/errors';
import { EMPLOYEE_HR, PEOPLE_APPS } from '@/lib/people/schemas';
import type { Viewer } from '@/lib/plant-data/server/employees';

/** The caller as a reader of the employee master, with whether they hold one of the people applications. */
export async function viewerOf(c: Context<ApiEnv>): Promise<Viewer & { peopleApp: boolean }> {
  const caller = c.get('caller');
  const [employee, access] = await Promise.all([caller.employee(), caller.access()]);
  if (!employee) throw new NotAllowedError('Only employees may read the employee master.', { code: 'no-application' });
  return {
    empId: employee.empId,
    hr: hasSubApp(access, EMPLOYEE_HR),
    peopleApp: PEOPLE_APPS.some((app) => hasApp(access, app.slice(1))),
  };
}

/** The caller as a reader of other people: 403 'no-application' without one of the people applications. */
export async function requirePeopleApp(c: Context<ApiEnv>): Promise<Viewer> {
  const viewer = await viewerOf(c);
  if (!viewer.peopleApp) {
    throw new NotAllowedError(`Only employees with one of ${PEOPLE_APPS.join(', ')} may read other employees.`, { code: 'no-application' });
  }
  return viewer;
}

/** Hono middleware: the call needs one of the people applications (checked before the input is). */
export const peopleAppRequired: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await requirePeopleApp(c);
  await next();
};
