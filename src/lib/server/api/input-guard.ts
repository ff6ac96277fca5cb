import type { Context, Next } from 'hono';
import { InputError } from '@/lib/server/errors';

/** C0 controls other than tab, line feed and carriage return, DEL and the C1 controls: never input. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this guard refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MAX_DEPTH = 20;

/** Refuses a field holding a control character: 400 naming it. */
export function refuseControlCharacter(field: string): never {
  throw InputError.field(field, 'control-character', `${field}: must not contain control characters (such as a NUL byte).`);
}

/** The first string of a JSON value (keys included) holding a control character, as a field path, or null. */
export function controlCharacterField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return field;
    const found = controlCharacterField(inner, field, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before any operation runs, a request whose path or query holds a control character (a NUL
 * byte reaches PostgreSQL as an encoding error, the others are never meant): 400 naming the field.
 * Bodies are checked where they are validated (createApi's defaultHook), after the route's access check.
 */
export function rejectControlCharacters(c: Context, next: Next): Promise<void> {
  // An address with no percent sign and no control character decodes to no control character.
  const raw = c.req.url;
  if (raw.includes('%') || CONTROL.test(raw)) rejectControlCharactersIn(new URL(raw));
  return next();
}

function rejectControlCharactersIn(url: URL): void {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw InputError.field('path', 'invalid-format', 'path: is not a valid address (bad percent-encoding).');
  }
  if (CONTROL.test(path)) refuseControlCharacter('path');
  for (const [key, value] of url.searchParams) if (CONTROL.test(key) || CONTROL.test(value)) refuseControlCharacter(key);
}

/**
 * Whether a database failure was caused by the values sent (PostgreSQL class 22, data exception:
 * a number out of range, a NUL byte, a malformed value) rather than by the server.
 */
export function isBadValueFromDatabase(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
