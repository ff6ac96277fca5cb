import { z } from 'zod';
import { plantFilterSchema, plantIdSchema } from '@/lib/plants/plant-schema';

/**
 * The employee master as the company API answers it: every family reads people through these
 * (technicians, buyers, approvers). Plain zod, safe in the browser.
 */

/** The applications whose screens list people; any one of them lets a caller read the list. */
export const PEOPLE_APPS = ['/emplist', '/phonedir', '/Employee', '/Emergency', '/TextAlert'] as const;
/** The sub-application of HR: sees every employee's private fields (mobile, birthday, hire date). */
export const EMPLOYEE_HR = 'Employee_HR';
/** An employee's status. */
export const EMPLOYEE_STATUSES = ['active', 'leave', 'inactive'] as const;

/** GET /v1/Employees query: a plant (or All), a department by code or name, and words of a name, an extension or an id. */
export const employeesQuerySchema = z.object({
  plant: plantFilterSchema.optional(),
  department: z.string().trim().max(40).optional(),
  q: z.string().trim().max(60).optional(),
});
/** GET /v1/Employees query. */
export type EmployeesQuery = z.infer<typeof employeesQuerySchema>;

/** One employee of a list. `hireDate` is null unless the caller is HR or the employee. */
export const employeeRowSchema = z.object({
  empID: z.number().int(),
  name: z.string(),
  plant: z.string().nullable(),
  department: z.string().nullable(),
  shift: z.number().int().nullable(),
  supervisorEmpID: z.number().int().nullable(),
  position: z.string().nullable(),
  extension: z.string().nullable(),
  hireDate: z.string().nullable(),
  supervisor: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
});
/** One employee of a list. */
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

/** One skill of a profile: the grade held and the grade the position needs (null: not needed). */
export const profileSkillSchema = z.object({
  skill: z.string(),
  category: z.string(),
  grade: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  required: z.number().int().nullable(),
  assessedOn: z.string().nullable(),
});

/**
 * GET /v1/Employees/{empID}: one person's profile. The private fields (mobile, text consent, birthday as
 * month and day, hire date) are null unless the caller is HR or the person; `privateShown` says which.
 */
export const employeeProfileSchema = employeeRowSchema.extend({
  email: z.string(),
  photoGuid: z.string().nullable(),
  privateShown: z.boolean(),
  mobile: z.string().nullable(),
  textConsent: z.boolean().nullable(),
  birthday: z.object({ month: z.number().int(), day: z.number().int() }).nullable(),
  skills: z.array(profileSkillSchema),
  reports: z.array(z.object({ empID: z.number().int(), name: z.string() })),
});
/** One person's profile. */
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

/** GET /v1/Departments?plant=: a plant's departments. */
export const departmentSchema = z.object({ code: z.string(), name: z.string(), plant: plantIdSchema, people: z.number().int() });
/** A department of a plant. */
export type Department = z.infer<typeof departmentSchema>;

/** GET /v1/Muster: who is on the clock now (in or at lunch), since when. */
export const musterSchema = z.object({
  present: z.array(z.object({ empID: z.number().int(), name: z.string(), department: z.string().nullable(), since: z.string() })),
});
/** The muster roll. */
export type Muster = z.infer<typeof musterSchema>;
