import { describe, expect, it } from 'vitest';
import { closeItem, closeMany, findTrail, flattenPaths, hasPath, normalizePath, openPage, type TabItem, type TabPage } from './tab-tree';

const page = (to: string, extra: Partial<TabPage> = {}): TabPage => ({
  name: to.slice(1).replaceAll('/', '-'),
  title: to,
  to,
  icon: 'M0',
  fixed: true,
  ...extra,
});
const ecr = page('/ECR', { title: 'Engineering Change Requests', icon: 'M1' });
const ecr5 = page('/ECR/5', {
  title: 'ID: 5',
  fixed: false,
  childConfig: { to: '/ECR/:detail', name: 'ECR-detail', title: 'ID: {detail}' },
});
const ecr6 = page('/ECR/6', { title: 'ID: 6', fixed: false });
const im = page('/InspectionManagement');
const sets = page('/InspectionManagement/InspectionSets');
const set9 = page('/InspectionManagement/InspectionSets/9', { title: 'Set: 9', fixed: false });
const users = page('/Admin/users', { title: 'Users' });

describe('openPage', () => {
  it('adds an application tab with its title and icon', () => {
    const tabs = openPage([], [ecr]);
    expect(tabs).toEqual([{ name: 'ECR', title: 'Engineering Change Requests', to: '/ECR', icon: 'M1', children: [] }]);
  });

  it('adds the application tab once', () => {
    const once = openPage([], [ecr]);
    expect(openPage(once, [ecr])).toEqual(once);
  });

  it('adds a child under its parent, and the parent when it is not open yet', () => {
    const tabs = openPage([], [ecr, ecr5]);
    expect(tabs).toHaveLength(1);
    expect(tabs[0]?.children).toEqual([
      { name: 'ECR-5', title: 'ID: 5', to: '/ECR/5', fixed: false, childConfig: ecr5.childConfig, children: [] },
    ]);
  });

  it('never adds the same child path twice', () => {
    const tabs = openPage(openPage(openPage([], [ecr, ecr5]), [ecr, ecr5]), [ecr, ecr6]);
    expect(flattenPaths(tabs)).toEqual(['/ECR', '/ECR/5', '/ECR/6']);
  });

  it('nests grandchildren under the child', () => {
    const tabs = openPage(openPage([], [im, sets]), [im, sets, set9]);
    expect(flattenPaths(tabs)).toEqual([
      '/InspectionManagement',
      '/InspectionManagement/InspectionSets',
      '/InspectionManagement/InspectionSets/9',
    ]);
    expect(tabs[0]?.children[0]?.children[0]?.title).toBe('Set: 9');
  });

  it('opens a grandchild directly with its whole chain', () => {
    expect(flattenPaths(openPage([], [im, sets, set9]))).toEqual(flattenPaths(openPage(openPage([], [im, sets]), [im, sets, set9])));
  });

  it('makes a child with no parent its own tab', () => {
    const tabs = openPage(openPage([], [ecr]), [users]);
    expect(tabs.map((tab) => tab.to)).toEqual(['/ECR', '/Admin/users']);
  });

  it('keeps the order tabs were opened in', () => {
    const tabs = openPage(openPage(openPage([], [ecr]), [users]), [ecr, ecr5]);
    expect(tabs.map((tab) => tab.to)).toEqual(['/ECR', '/Admin/users']);
  });

  it('adds nothing for the home page or an empty chain', () => {
    expect(openPage([], [page('/', { name: 'index' })])).toEqual([]);
    expect(openPage([], [])).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const before = openPage([], [ecr]);
    const copy = structuredClone(before);
    openPage(before, [ecr, ecr5]);
    expect(before).toEqual(copy);
  });

  it('matches paths with a trailing slash or a query as the same page', () => {
    const tabs = openPage([], [ecr, ecr5]);
    expect(openPage(tabs, [ecr, page('/ECR/5/')])).toEqual(tabs);
    expect(hasPath(tabs, '/ECR/5?tab=2')).toBe(true);
  });
});

describe('closeItem', () => {
  const tabs: TabItem[] = openPage(openPage(openPage([], [ecr, ecr5]), [im, sets, set9]), [users]);

  it('removes an application tab with its children', () => {
    const result = closeItem(tabs, '/ECR', '/');
    expect(flattenPaths(result.items)).not.toContain('/ECR/5');
    expect(result.items.map((tab) => tab.to)).toEqual(['/InspectionManagement', '/Admin/users']);
    expect(result.dropped).toEqual(['/ECR', '/ECR/5']);
  });

  it('removes a nested child and keeps its parent', () => {
    const result = closeItem(tabs, '/InspectionManagement/InspectionSets/9', '/');
    expect(flattenPaths(result.items)).toContain('/InspectionManagement/InspectionSets');
    expect(flattenPaths(result.items)).not.toContain('/InspectionManagement/InspectionSets/9');
  });

  it('stays where the user is when they are elsewhere', () => {
    expect(closeItem(tabs, '/ECR/5', '/Admin/users').navigateTo).toBeNull();
  });

  it('leaves a closed child for its parent', () => {
    expect(closeItem(tabs, '/ECR/5', '/ECR/5').navigateTo).toBe('/ECR');
    expect(closeItem(tabs, '/InspectionManagement/InspectionSets/9', '/InspectionManagement/InspectionSets/9').navigateTo).toBe(
      '/InspectionManagement/InspectionSets',
    );
  });

  it('leaves a closed tab for the home page', () => {
    expect(closeItem(tabs, '/ECR', '/ECR').navigateTo).toBe('/');
    expect(closeItem(tabs, '/Admin/users', '/Admin/users/').navigateTo).toBe('/');
  });

  it('leaves when the user is on a page under the closed item', () => {
    expect(closeItem(tabs, '/ECR', '/ECR/5').navigateTo).toBe('/');
    expect(closeItem(tabs, '/InspectionManagement/InspectionSets', '/InspectionManagement/InspectionSets/9').navigateTo).toBe(
      '/InspectionManagement',
    );
  });

  it('never closes the home item, and ignores paths that are not open', () => {
    expect(closeItem(tabs, '/', '/')).toEqual({ items: tabs, navigateTo: null, dropped: [] });
    expect(closeItem(tabs, '/Nope', '/Nope')).toEqual({ items: tabs, navigateTo: null, dropped: [] });
  });
});

describe('helpers', () => {
  it('normalizes paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/ECR/')).toBe('/ECR');
    expect(normalizePath('/ECR#x')).toBe('/ECR');
    expect(normalizePath('/ECR/5/?x=1#y')).toBe('/ECR/5');
    expect(normalizePath('/ECR#x?y')).toBe('/ECR');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('?q=1')).toBe('/');
    expect(normalizePath('/ECR/5')).toBe('/ECR/5');
  });

  it('finds the trail to a nested item', () => {
    const tabs = openPage([], [im, sets, set9]);
    expect(findTrail(tabs, '/InspectionManagement/InspectionSets/9')?.map((item) => item.to)).toEqual([
      '/InspectionManagement',
      '/InspectionManagement/InspectionSets',
      '/InspectionManagement/InspectionSets/9',
    ]);
    expect(findTrail(tabs, '/x')).toBeNull();
  });
});

describe('a page opened again with another query', () => {
  it('keeps its place and takes the new query, so its tab reopens the same record', async () => {
    const { openPage: open } = await import('./tab-tree');
    const app = { name: 'Admin-users', title: 'Users', to: '/Admin/users', icon: 'M0', fixed: true };
    const first = open([], [app, { name: 'x', title: 'Details', to: '/Admin/users/x?id=1', icon: '', fixed: true }]);
    const again = open(first, [app, { name: 'x', title: 'Details', to: '/Admin/users/x?id=2', icon: '', fixed: true }]);
    expect(again).toHaveLength(1);
    expect(again[0]?.children).toHaveLength(1);
    expect(again[0]?.children[0]?.to).toBe('/Admin/users/x?id=2');
  });
});

describe('closeMany', () => {
  const tabs = [ecr, im, users].reduce<TabItem[]>((open, p) => openPage(open, [p]), openPage([], [ecr, ecr5]));

  it('closes every tab, leaving a closed page for the home page, and drops every cached page', () => {
    const result = closeMany(tabs, 'all', '', '/ECR/5');
    expect(result.items).toEqual([]);
    expect(result.navigateTo).toBe('/');
    expect(result.dropped).toEqual(['/ECR', '/ECR/5', '/InspectionManagement', '/Admin/users']);
  });

  it('closes the other tabs, leaving a closed page for the kept tab', () => {
    const result = closeMany(tabs, 'others', '/InspectionManagement', '/ECR/5');
    expect(result.items.map((t) => t.to)).toEqual(['/InspectionManagement']);
    expect(result.navigateTo).toBe('/InspectionManagement');
    expect(closeMany(tabs, 'others', '/ECR', '/ECR/5').navigateTo).toBeNull();
  });

  it('closes the tabs to the right of one, staying where the user is when it is kept', () => {
    const result = closeMany(tabs, 'right', '/ECR', '/ECR/5');
    expect(result.items.map((t) => t.to)).toEqual(['/ECR']);
    expect(result.items[0]!.children.map((c) => c.to)).toEqual(['/ECR/5']);
    expect(result.navigateTo).toBeNull();
    expect(result.dropped).toEqual(['/InspectionManagement', '/Admin/users']);
    expect(closeMany(tabs, 'right', '/NOT-OPEN', '/').items).toEqual(tabs);
  });
});
