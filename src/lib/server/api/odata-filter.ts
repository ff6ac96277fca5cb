import { InputError } from '@/lib/server/errors';

/** What a notifications `$filter` may say: `unread eq true|false` and `username eq '<e-mail>'`, joined by `and`. */
export interface NotificationFilter {
  unread?: boolean;
  username?: string;
}

/** The sort orders a notifications `$orderby` may ask for. */
export type NotificationOrder = 'date desc' | 'date asc';

const SUPPORTED = "Supported: unread eq true|false and username eq '<e-mail>', joined by 'and'.";

/**
 * Parses the OData-style `$filter` of the notifications list; anything outside the small supported
 * subset is an `InputError` naming what is not supported.
 * @example parseNotificationFilter("unread eq true and username eq 'o''neil@example.com'") // { unread: true, username: "o'neil@example.com" }
 */
export function parseNotificationFilter(text: string | undefined): NotificationFilter {
  const filter: NotificationFilter = {};
  if (text === undefined || text.trim() === '') return filter;
  let rest = text.trim();
  for (;;) {
    if (rest === '') throw new InputError(`$filter: 'and' must be followed by a clause. ${SUPPORTED}`);
    const clause = /^(\w+)\s+(\w+)\s+/.exec(rest);
    if (!clause) throw new InputError(`$filter: cannot read '${rest}'. ${SUPPORTED}`);
    const [whole, field, operator] = [clause[0], clause[1] ?? '', clause[2] ?? ''];
    if (operator !== 'eq') throw new InputError(`$filter: the operator '${operator}' is not supported. ${SUPPORTED}`);
    rest = rest.slice(whole.length);
    if (field === 'unread') {
      const value = /^(true|false)\b/.exec(rest)?.[1];
      if (value === undefined) throw new InputError(`$filter: unread must be compared with true or false. ${SUPPORTED}`);
      if (filter.unread !== undefined) throw new InputError('$filter: unread is given twice.');
      filter.unread = value === 'true';
      rest = rest.slice(value.length);
    } else if (field === 'username') {
      const literal = /^'((?:[^']|'')*)'/.exec(rest);
      if (!literal) throw new InputError(`$filter: username must be a quoted string such as 'name@example.com'. ${SUPPORTED}`);
      if (filter.username !== undefined) throw new InputError('$filter: username is given twice.');
      filter.username = (literal[1] ?? '').replaceAll("''", "'");
      rest = rest.slice(literal[0].length);
    } else {
      throw new InputError(`$filter: the field '${field}' is not supported. ${SUPPORTED}`);
    }
    rest = rest.trimStart();
    if (rest === '') return filter;
    const joiner = /^(\w+)(?:\s+|$)/.exec(rest);
    if (joiner?.[1] !== 'and') throw new InputError(`$filter: '${rest}' is not supported; clauses are joined by 'and' only. ${SUPPORTED}`);
    rest = rest.slice(joiner[0].length);
  }
}

/**
 * Parses the `$orderby` of the notifications list: only by date, newest first by default.
 * @example parseNotificationOrder(undefined) // 'date desc'
 */
export function parseNotificationOrder(text: string | undefined): NotificationOrder {
  if (text === undefined || text.trim() === '') return 'date desc';
  const normalized = text.trim().replace(/\s+/g, ' ');
  if (normalized === 'date desc' || normalized === 'date asc') return normalized;
  throw new InputError(`$orderby: '${text}' is not supported. Supported: 'date desc' or 'date asc'.`);
}
