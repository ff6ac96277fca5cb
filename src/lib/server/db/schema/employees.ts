import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { departments } from './departments';
import { plants } from './plants';
import { positions } from './positions';

/**
 * The employee master: one row per employee; the company e-mail is the username (always lower-case).
 * Besides the directory (name, plant, e-mail, photo) it holds where they work (department, shift,
 * supervisor, position, extension) and what only HR and the person see: the mobile number with the
 * consent to text alerts, the hire date and the birthday (day and month: the year is never stored).
 */
export const employees = pgTable(
  'employees',
  {
    empId: integer('emp_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    plantId: text('plant_id').references(() => plants.plantId, { onDelete: 'set null' }),
    companyEmail: text('company_email').notNull().unique(),
    /** scrypt hash from `hashPassword`; null means the employee cannot sign in to the embedded provider. */
    passwordHash: text('password_hash'),
    /** The key of the employee's picture on the HR system (spec §7 `Employee/GUID`). */
    photoGuid: uuid('photo_guid').notNull().unique().defaultRandom(),
    hasPhoto: boolean('has_photo').notNull().default(false),
    departmentId: integer('department_id').references(() => departments.departmentId, { onDelete: 'set null' }),
    /** The plant's shift number (plant_shifts). */
    shift: smallint('shift'),
    supervisorEmpId: integer('supervisor_emp_id').references((): AnyPgColumn => employees.empId, { onDelete: 'set null' }),
    positionId: integer('position_id').references(() => positions.positionId, { onDelete: 'set null' }),
    extension: text('extension'),
    mobile: text('mobile'),
    /** When the employee agreed to text alerts on `mobile`; null: no texts are sent to them. */
    textConsentAt: timestamp('text_consent_at', { withTimezone: true }),
    hireDate: date('hire_date'),
    birthMonth: smallint('birth_month'),
    birthDay: smallint('birth_day'),
    status: text('status', { enum: ['active', 'leave', 'inactive'] })
      .notNull()
      .default('active'),
  },
  (t) => [
    check('employees_company_email_lower', sql`${t.companyEmail} = lower(${t.companyEmail})`),
    check(
      'employees_birthday',
      sql`(${t.birthMonth} is null and ${t.birthDay} is null) or (${t.birthMonth} between 1 and 12 and ${t.birthDay} between 1 and 31)`,
    ),
    check('employees_shift', sql`${t.shift} between 1 and 3`),
    index('employees_name').on(t.lastName, t.firstName),
    index('employees_plant_id').on(t.plantId),
    index('employees_plant_department').on(t.plantId, t.departmentId),
    index('employees_supervisor').on(t.supervisorEmpId),
  ],
);
