import type { FindAccount } from 'oidc-provider';
import { findEmployeeById, type EmployeeAccount } from '@/lib/server/db/accounts';
import type { Database } from '@/lib/server/db/database';
import { DEVICE_ACCOUNT_PREFIX, DEVICE_CLIENT_ID } from '@/lib/devices/server/device-grants';
import { findDevice } from '@/lib/devices/server/store';

/**
 * The claims the portal reads (spec §3): `name` and `unique_name` (the company e-mail) beside `email`.
 * A type alias, not an interface, so it fits oidc-provider's index-signature `AccountClaims`.
 */
export type EmployeeClaims = {
  sub: string;
  name: string;
  unique_name: string;
  email: string;
};

/**
 * The identity claims of an employee; `sub` is the employee id.
 * @example employeeClaims({ empId: 1001, firstName: 'Jordan', lastName: 'Carter', companyEmail: 'shjcarter@example.com', plantId: DEFAULT_PLANT })
 * // { sub: '1001', name: 'Jordan Carter', unique_name: 'shjcarter@example.com', email: 'shjcarter@example.com' }
 */
export function employeeClaims(employee: EmployeeAccount): EmployeeClaims {
  return {
    sub: String(employee.empId),
    name: `${employee.firstName} ${employee.lastName}`.trim(),
    unique_name: employee.companyEmail,
    email: employee.companyEmail,
  };
}

/** Loads an employee by `sub` (the employee id); null when the id is not an employee's. */
export function findEmployeeBySub(db: Database, sub: string): Promise<EmployeeAccount | null> {
  return /^\d+$/.test(sub) ? findEmployeeById(db, Number(sub)) : Promise.resolve(null);
}

/**
 * oidc-provider's `findAccount`: the seeded employees are the accounts, and every approved device not revoked.
 * A token of the device client finds only a device: a device credential is issued solely by the
 * administrators' approval (devices/device-grants.ts), never for a person who confirmed a code herself.
 */
export function createFindAccount(db: Database): FindAccount {
  return async (_ctx, sub, token) => {
    if (token?.clientId === DEVICE_CLIENT_ID && !sub.startsWith(DEVICE_ACCOUNT_PREFIX)) return undefined;
    if (sub.startsWith(DEVICE_ACCOUNT_PREFIX)) {
      const device = await findDevice(db, sub.slice(DEVICE_ACCOUNT_PREFIX.length));
      return device && !device.revokedAt ? { accountId: sub, claims: () => ({ sub }) } : undefined;
    }
    const employee = await findEmployeeBySub(db, sub);
    if (!employee) return undefined;
    const claims = employeeClaims(employee);
    return { accountId: claims.sub, claims: () => claims };
  };
}
