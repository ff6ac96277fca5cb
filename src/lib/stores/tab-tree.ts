/**
 * The pure logic of the drawer's open tabs (spec §3 'Open-tab item', §4 'Tab lifecycle'):
 * no DOM, no storage, no route table, so every rule is unit-tested on plain data.
 */

/** How the children of a parameter route are titled: the route's pattern, name and title template. */
export interface ChildConfig {
  /** The route's path pattern, e.g. '/ECR/:detail'. */
  to: string;
  name: string;
  /** Title template, e.g. 'ID: {detail}'. */
  title: string;
}

/** A page nested under a tab (a child, or a grandchild under a child). */
export interface TabChild {
  title: string;
  name: string;
  to: string;
  /** A static page of the application (true), or a record opened by its parameter (false). */
  fixed: boolean;
  childConfig?: ChildConfig;
  children: TabChild[];
}

/** One application tab of the drawer; `icon` is an SVG path (the server renders icon names to paths). */
export interface TabItem {
  name: string;
  title: string;
  to: string;
  icon: string;
  children: TabChild[];
}

/** One page of the chain from a tab down to the page being opened, as the route table describes it. */
export interface TabPage {
  name: string;
  title: string;
  to: string;
  icon: string;
  fixed: boolean;
  childConfig?: ChildConfig;
  /** Titled by its query ('Part: {part}'): an open tab of the page takes this title with the new address. */
  titledByQuery?: boolean;
}

/** What closing an item gives: the remaining tabs, where to go (null: stay), the paths whose cached pages to drop. */
export interface CloseResult {
  items: TabItem[];
  navigateTo: string | null;
  dropped: string[];
}

/** The fixed home item's path; it is never in the list and never closes (spec §2.1). */
export const HOME_PATH = '/';

type Node = TabItem | TabChild;

/**
 * A path without query, hash or trailing slash, for comparing where the user is with an item.
 * @example normalizePath('/ECR/5/?x=1') // '/ECR/5'
 */
export function normalizePath(path: string): string {
  // By index, not by regular expressions: the shell compares every tab's path with every other on every page.
  let end = path.length;
  const query = path.indexOf('?');
  if (query >= 0) end = query;
  const hash = path.indexOf('#');
  if (hash >= 0 && hash < end) end = hash;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  if (end === 0) return '/';
  return end === path.length ? path : path.slice(0, end);
}

/** Every path in the tree, parents before their children (the order the cookie keeps). */
export function flattenPaths(items: readonly Node[]): string[] {
  return items.flatMap((item) => [item.to, ...flattenPaths(item.children)]);
}

/** Whether a path is open anywhere in the tree. */
export function hasPath(items: readonly Node[], to: string): boolean {
  const target = normalizePath(to);
  return items.some((item) => normalizePath(item.to) === target || hasPath(item.children, target));
}

function toChild(page: TabPage): TabChild {
  const child: TabChild = { title: page.title, name: page.name, to: page.to, fixed: page.fixed, children: [] };
  if (page.childConfig) child.childConfig = page.childConfig;
  return child;
}

function addUnder(children: readonly TabChild[], chain: readonly TabPage[]): TabChild[] {
  const [head, ...rest] = chain;
  if (!head) return [...children];
  const index = children.findIndex((child) => normalizePath(child.to) === normalizePath(head.to));
  if (index === -1) return [...children, { ...toChild(head), children: addUnder([], rest) }];
  return children.map((child, i) => (i === index ? { ...child, children: addUnder(child.children, rest) } : child));
}

/**
 * Opens a page: `chain` runs from the tab (its application, or the page itself when it has no
 * parent) down to the page. Missing items along the chain are added once; an open path is never
 * added again; the home page adds nothing.
 * @example openPage([], [ecr, ecr5]) // [{ to: '/ECR', children: [{ to: '/ECR/5', ... }] }]
 */
export function openPage(items: readonly TabItem[], chain: readonly TabPage[]): TabItem[] {
  const [top, ...rest] = chain;
  const page = chain[chain.length - 1];
  if (!top || !page || normalizePath(top.to) === HOME_PATH) return [...items];
  // An open page keeps its place; it takes the query it was opened with last (e.g. ?menuId=12).
  if (hasPath(items, page.to)) return withAddress(items, page.to, page.titledByQuery ? page.title : undefined);
  const index = items.findIndex((item) => normalizePath(item.to) === normalizePath(top.to));
  if (index === -1) {
    return [...items, { name: top.name, title: top.title, to: top.to, icon: top.icon, children: addUnder([], rest) }];
  }
  return items.map((item, i) => (i === index ? { ...item, children: addUnder(item.children, rest) } : item));
}

// The title follows the address too: a page titled by its query ('Part: {part}') shows the part it now holds.
function withAddress<T extends Node>(items: readonly T[], to: string, title: string | undefined): T[] {
  const target = normalizePath(to);
  const query = /\?[^#]*/.exec(to)?.[0] ?? '';
  return items.map((item) =>
    normalizePath(item.to) === target
      ? { ...item, to: `${target}${query}`, ...(title === undefined ? {} : { title }) }
      : { ...item, children: withAddress(item.children, to, title) },
  );
}

/** The chain of items from a tab down to the item at `to`, or null when it is not open. */
export function findTrail(items: readonly Node[], to: string): Node[] | null {
  const target = normalizePath(to);
  for (const item of items) {
    if (normalizePath(item.to) === target) return [item];
    const below = findTrail(item.children, target);
    if (below) return [item, ...below];
  }
  return null;
}

function removeAt<T extends Node>(items: readonly T[], trail: readonly Node[]): T[] {
  const [head, ...rest] = trail;
  if (rest.length === 0) return items.filter((item) => item !== head);
  return items.map((item) => (item === head ? { ...item, children: removeAt(item.children, rest) } : item));
}

/**
 * Closes the tab or nested child at `to` with everything under it. When the user is on it (or on
 * a page under it), `navigateTo` is its parent item, else the home page; otherwise null.
 * @example closeItem(tabs, '/ECR/5', '/ECR/5').navigateTo // '/ECR'
 */
export function closeItem(items: readonly TabItem[], to: string, currentPath: string): CloseResult {
  const trail = findTrail(items, to);
  const closing = trail?.[trail.length - 1];
  if (!trail || !closing || normalizePath(to) === HOME_PATH) return { items: [...items], navigateTo: null, dropped: [] };
  const dropped = flattenPaths([closing]);
  const here = normalizePath(currentPath);
  const onIt = dropped.some((path) => normalizePath(path) === here);
  const parent = trail[trail.length - 2];
  return {
    items: removeAt(items, trail),
    navigateTo: onIt ? (parent?.to ?? HOME_PATH) : null,
    dropped,
  };
}

/** Which tabs a tab's menu closes: every tab, every tab but it, or the tabs after it. */
export type CloseMany = 'all' | 'others' | 'right';

/**
 * Closes several application tabs at once (the drawer's 'close all' and a tab's menu); the tab at
 * `to` is kept by 'others' and 'right'. When the user is on a page of a closed tab, `navigateTo` is
 * the kept tab ('others', 'right') or the home page ('all'); otherwise null.
 * @example closeMany(tabs, 'right', '/ECR', '/Maintenance').items.map((t) => t.to) // ['/Labels', '/ECR']
 */
export function closeMany(items: readonly TabItem[], which: CloseMany, to: string, currentPath: string): CloseResult {
  const index = items.findIndex((item) => normalizePath(item.to) === normalizePath(to));
  if (which !== 'all' && index === -1) return { items: [...items], navigateTo: null, dropped: [] };
  const kept = items.filter((_, i) => (which === 'all' ? false : which === 'others' ? i === index : i <= index));
  const closed = items.filter((item) => !kept.includes(item));
  const dropped = flattenPaths(closed);
  const here = normalizePath(currentPath);
  const onClosed = dropped.some((path) => normalizePath(path) === here);
  return { items: kept, navigateTo: onClosed ? (which === 'all' ? HOME_PATH : items[index]!.to) : null, dropped };
}
