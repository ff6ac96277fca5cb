import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A kiosk PIN's stored form: salted SHA-256. Four digits cannot resist a search on a stolen table
 * whatever the hash; what protects them is the kiosk's device credential and its attempt limit, so the
 * hash stays cheap (the seed hashes every employee's).
 */
export function hashPin(pin: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `sha256$${salt}$${createHash('sha256').update(`${salt}:${pin}`).digest('base64url')}`;
}

/** Whether a PIN matches its stored form, in constant time. */
export function verifyPin(pin: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  const actual = createHash('sha256').update(`${salt}:${pin}`).digest();
  const expected = Buffer.from(hash, 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
