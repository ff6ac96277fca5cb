import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { EmpIdSchema, ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import { plantIdSchema } from '@/lib/plants/plant-schema';
import {
  departmentSchema,
  employeeProfileSchema,
  employeeRowSchema,
  employeesQuerySchema,
  type EmployeeProfile,
} from '@/lib/people/schemas';
import { departmentsOf, employeeRecord, listEmployees, reportsOf, seesPrivate, type Viewer } from '@/lib/plant-data/server/employees';
import { skillsOf } from '@/lib/plant-data/server/skills';
import { peopleAppRequired, requirePeopleApp, viewerOf } from './viewer';

const tags = ['People'];
const security = [{ bearer: [] }];
const EmployeeRowSchema = z.object(employeeRowSchema.shape).openapi('EmployeeRow');
const EmployeeProfileSchema = z.object(employeeProfileSchema.shape).openapi('EmployeeProfile');
const DepartmentSchema = z.object(departmentSchema.shape).openapi('Department');

const listRoute = createRoute({
  method: 'get',
  path: '/Employees',
  middleware: [peopleAppRequired],
  tags,
  security,
  summary:
    'Employees of a plant (or every plant), by department (code or name) and words of a name, an extension or an id, by last name; hireDate only for HR (Employee_HR) and the person. Any people application (/emplist, /phonedir, /Employee, /Emergency, /TextAlert)',
  request: { query: employeesQuerySchema },
  responses: { 200: jsonContent(z.array(EmployeeRowSchema), 'The employees'), ...errorResponses },
});
const profileRoute = createRoute({
  method: 'get',
  path: '/Employees/{empID}',
  tags,
  security,
  summary:
    "One person's profile with skills and reports. Everyone may read their own; another's needs a people application, and their private fields (mobile, text consent, birthday, hire date) stay null unless the caller is HR",
  request: { params: z.object({ empID: EmpIdSchema }) },
  responses: {
    200: jsonContent(EmployeeProfileSchema, 'The profile'),
    404: jsonContent(ErrorSchema, 'No such employee'),
    ...errorResponses,
  },
});
const departmentsRoute = createRoute({
  method: 'get',
  path: '/Departments',
  middleware: [peopleAppRequired],
  tags,
  security,
  summary: "A plant's departments with how many people each has",
  request: { query: z.object({ plant: plantIdSchema }) },
  responses: { 200: jsonContent(z.array(DepartmentSchema), 'The departments'), ...errorResponses },
});

/** The profile the viewer may see: the private fields only for HR and the person. */
async function profileFor(db: Database, empId: number, viewer: Viewer): Promise<EmployeeProfile> {
  const record = await employeeRecord(db, empId);
  if (!record) throw new NotFoundError(`There is no employee ${empId}.`, { code: 'employee-not-found' });
  const [skills, reports] = await Promise.all([skillsOf(db, empId, record.positionId), reportsOf(db, empId)]);
  const shown = seesPrivate(viewer, empId);
  const { hasPhoto, positionId: _position, textConsentAt, birthMonth, birthDay, ...row } = record;
  return {
    ...row,
    photoGuid: hasPhoto ? record.photoGuid : null,
    privateShown: shown,
    hireDate: shown ? row.hireDate : null,
    mobile: shown ? row.mobile : null,
    textConsent: shown ? textConsentAt !== null : null,
    birthday: shown && birthMonth !== null && birthDay !== null ? { month: birthMonth, day: birthDay } : null,
    skills,
    reports,
  };
}

/** GET /v1/Employees, /v1/Employees/{empID} and /v1/Departments: the employee master, read through the kit. */
export function registerEmployeeRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(listRoute, async (c) => {
    const viewer = await requirePeopleApp(c);
    return c.json(await listEmployees(db, c.req.valid('query'), viewer), 200);
  });
  app.openapi(profileRoute, async (c) => {
    const { empID } = c.req.valid('param');
    const viewer = await viewerOf(c);
    if (viewer.empId !== empID) await requirePeopleApp(c);
    return c.json(await profileFor(db, empID, viewer), 200);
  });
  app.openapi(departmentsRoute, async (c) => {
    await requirePeopleApp(c);
    return c.json(await departmentsOf(db, c.req.valid('query').plant), 200);
  });
}
