import { createHash } from 'node:crypto';

/**
 * The demo badge of an employee: a card number of its own, not the employee number, the same on every
 * seed (the README lists a few; the tests scan them). A real card's number is enrolled on /LaborMod?view=badges.
 * @example demoBadge(2004) // 'B…' (ten characters)
 */
export function demoBadge(empId: number): string {
  return `B${createHash('sha256').update(`demo badge ${empId}`).digest('hex').slice(0, 9).toUpperCase()}`;
}
