import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { plants } from './plants';

/** The company directory: one row per employee; the company e-mail is the username (always lower-case). */
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
  },
  (t) => [
    check('employees_company_email_lower', sql`${t.companyEmail} = lower(${t.companyEmail})`),
    index('employees_name').on(t.lastName, t.firstName),
    index('employees_plant_id').on(t.plantId),
  ],
);
