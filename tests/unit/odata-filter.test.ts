import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/server/errors';
import { parseNotificationFilter, parseNotificationOrder } from '@/lib/server/api/odata-filter';

describe('parseNotificationFilter', () => {
  it('reads the two calls of the portal, in either order', () => {
    expect(parseNotificationFilter("unread eq true and username eq 'shjcarter@example.com'")).toEqual({
      unread: true,
      username: 'shjcarter@example.com',
    });
    expect(parseNotificationFilter("username eq 'a@example.com' and unread eq false")).toEqual({
      unread: false,
      username: 'a@example.com',
    });
  });

  it('reads one clause alone, an empty filter, and extra spaces', () => {
    expect(parseNotificationFilter('unread eq false')).toEqual({ unread: false });
    expect(parseNotificationFilter("  username  eq  'a@example.com'  ")).toEqual({ username: 'a@example.com' });
    expect(parseNotificationFilter(undefined)).toEqual({});
    expect(parseNotificationFilter('  ')).toEqual({});
  });

  it("unescapes '' to a quote and keeps ' and ' inside the quotes", () => {
    expect(parseNotificationFilter("username eq 'o''neil@example.com'")).toEqual({ username: "o'neil@example.com" });
    expect(parseNotificationFilter("username eq 'a and b' and unread eq true")).toEqual({ username: 'a and b', unread: true });
  });

  it.each([
    ['unread eq yes', /unread must be compared with true or false/],
    ['unread eq trueish', /unread must be compared with true or false/],
    ['unread ne true', /operator 'ne' is not supported/],
    ["unread gt 'x'", /operator 'gt' is not supported/],
    ["description eq 'x'", /field 'description' is not supported/],
    ['unread eq true or unread eq false', /joined by 'and' only/],
    ['unread eq true and', /'and' must be followed by a clause/],
    ['unread eq true andunread eq false', /not supported/],
    ['unread eq true and unread eq true', /unread is given twice/],
    ["username eq 'a' and username eq 'b'", /username is given twice/],
    ['username eq a@example.com', /quoted string/],
    ["username eq 'unterminated", /quoted string/],
    ['(unread eq true)', /cannot read/],
    ['unread eq true)', /not supported/],
    ['Unread eq true', /field 'Unread'/],
  ])('rejects %s', (filter, message) => {
    expect(() => parseNotificationFilter(filter)).toThrow(InputError);
    expect(() => parseNotificationFilter(filter)).toThrow(message);
  });
});

describe('parseNotificationOrder', () => {
  it('accepts date desc (the default) and date asc', () => {
    expect(parseNotificationOrder(undefined)).toBe('date desc');
    expect(parseNotificationOrder('date desc')).toBe('date desc');
    expect(parseNotificationOrder(' date  asc ')).toBe('date asc');
  });

  it.each(['id desc', 'date', 'date descending', 'date desc, id asc', 'DATE DESC'])('rejects %s', (order) => {
    expect(() => parseNotificationOrder(order)).toThrow(/\$orderby: .* is not supported/);
  });
});
