import type { ParamKind, RouteParam } from './types';

/**
 * The validity check of each parameter kind. 'numeric' ids stay within Number.MAX_SAFE_INTEGER;
 * 'safe' values cannot hold '/', '%', spaces, quotes or angle brackets, so they are harmless in
 * paths, titles and API queries, and 64 characters fit every part, job and employee number.
 */
export const PARAM_PATTERNS: Readonly<Record<ParamKind, RegExp>> = {
  numeric: /^[0-9]{1,15}$/,
  safe: /^[A-Za-z0-9._-]{1,64}$/,
};

/**
 * Whether a decoded parameter value passes its route's validity check.
 * @example isValidParam({ name: 'detail', optional: false, kind: 'numeric' }, '42') // true
 */
export function isValidParam(param: RouteParam, value: string): boolean {
  // '.' and '..' pass the pattern but would climb the path when a link is built from them.
  if (value === '.' || value === '..') return false;
  return PARAM_PATTERNS[param.kind].test(value);
}
