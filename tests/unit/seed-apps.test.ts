import { describe, expect, it } from 'vitest';
import { appKeyOfLink } from '@/lib/shell/menu';
import { matchRoute, ROUTES } from '@/lib/routes';
import { MENU_ITEMS } from '@/lib/server/db/seed-data';

const guardedApps = [...new Set(ROUTES.filter((r) => r.guards.includes('appAccess') || r.guards.includes('admin')).map((r) => r.app))];

describe('seeded menu items and the route table', () => {
  it('give every guarded application one menu item, so it can be granted, keyed exactly as the table', () => {
    const keys = MENU_ITEMS.map(([link]) => appKeyOfLink(link));
    for (const app of guardedApps)
      expect(
        keys.filter((key) => key === app),
        app,
      ).toHaveLength(1);
    expect(keys.filter((key) => !guardedApps.includes(key))).toEqual([]);
  });

  it('link every menu item to a page of its application that opens without a value', () => {
    for (const [link] of MENU_ITEMS) {
      const match = matchRoute(link);
      expect('route' in match && match.route.app === appKeyOfLink(link), link).toBe(true);
    }
  });

  it('keep application keys apart even ignoring case (access checks fall back to any case)', () => {
    const lower = guardedApps.map((app) => app.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
