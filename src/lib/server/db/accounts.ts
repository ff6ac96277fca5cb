import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@/lib/server/password';
import type { Database } from './database';
import { employees } from './schema/index';

/** An employee as the identity provider sees them. */
export interface EmployeeAccount {
  empId: number;
  firstName: string;
  lastName: string;
  companyEmail: string;
  plantId: string | null;
}

const accountColumns = {
  empId: employees.empId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  companyEmail: employees.companyEmail,
  plantId: employees.plantId,
};

/** Finds an employee by company e-mail, ignoring case; null when there is none. */
export async function findEmployeeByEmail(db: Database, email: string): Promise<EmployeeAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(employees)
    .where(eq(employees.companyEmail, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Finds an employee by employee id; null when there is none. */
export async function findEmployeeById(db: Database, empId: number): Promise<EmployeeAccount | null> {
  if (!Number.isSafeInteger(empId)) return null;
  const [row] = await db.select(accountColumns).from(employees).where(eq(employees.empId, empId)).limit(1);
  return row ?? null;
}

// A hash to verify against when the account is unknown, so both answers take about as long.
let decoyHash: Promise<string> | undefined;

/**
 * Checks an e-mail and password; the employee when they match, null when the e-mail is unknown,
 * the employee has no password, or the password is wrong (each costs one scrypt, so timing tells nothing).
 */
export async function authenticateEmployee(db: Database, email: string, password: string): Promise<EmployeeAccount | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: employees.passwordHash })
    .from(employees)
    .where(eq(employees.companyEmail, normalizeEmail(email)))
    .limit(1);
  decoyHash ??= hashPassword('not the password of anyone');
  const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row || row.passwordHash === null || !ok) return null;
  const { passwordHash: _hash, ...account } = row;
  return account;
}

/** Company e-mails are stored lower-case; every lookup goes through this. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
