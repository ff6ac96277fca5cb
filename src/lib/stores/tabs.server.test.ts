import { describe, expect, it } from 'vitest';
import { iconPath } from '@/lib/icons';
import { flattenPaths } from './tab-tree';
import { pageChain, rebuildTabs } from './tabs.server';

describe('pageChain', () => {
  it('describes an application tab with its configured title and icon', () => {
    const chain = pageChain('/ECR', { lang: 'en' });
    expect(chain).toHaveLength(1);
    expect(chain?.[0]).toMatchObject({ name: 'ECR', to: '/ECR', fixed: true });
    expect(chain?.[0]?.title).toBe('Engineering Change Requests');
    expect(chain?.[0]?.icon).toBe(iconPath('mdi-file-document-edit-outline'));
  });

  it('titles a record child from its template, in both languages for static pages', () => {
    const chain = pageChain('/Project/12', { lang: 'en' });
    expect(chain?.map((page) => page.to)).toEqual(['/Project', '/Project/12']);
    expect(chain?.[1]).toMatchObject({
      title: 'Project: 12',
      fixed: false,
      childConfig: { to: '/Project/:detail', title: 'Project: {detail}' },
    });
    const es = pageChain('/Maintenance/PM', { lang: 'es' });
    expect(es?.[0]?.title).not.toBe(pageChain('/Maintenance/PM', { lang: 'en' })?.[0]?.title);
  });

  it('nests a grandchild under its child', () => {
    expect(pageChain('/InspectionManagement/InspectionSets/9', { lang: 'en' })?.map((page) => page.to)).toEqual([
      '/InspectionManagement',
      '/InspectionManagement/InspectionSets',
      '/InspectionManagement/InspectionSets/9',
    ]);
  });

  it('makes a page with no parent route its own tab, with its application icon', () => {
    const chain = pageChain('/Admin/users', { lang: 'en' });
    expect(chain).toHaveLength(1);
    expect(chain?.[0]?.icon).toBe(iconPath('mdi-shield-account'));
  });

  it('opens nothing for home, login, unmatched routes and invalid parameters', () => {
    expect(pageChain('/', { lang: 'en' })).toBeNull();
    expect(pageChain('/login', { lang: 'en' })).toBeNull();
    expect(pageChain('/NoSuchApp', { lang: 'en' })).toBeNull();
    expect(pageChain('/ECR/not a number', { lang: 'en' })).toBeNull();
  });
});

describe('rebuildTabs', () => {
  it('rebuilds the drawer from the cookie paths, then adds the current page', () => {
    const tabs = rebuildTabs(['/ECR', '/ECR/5', '/bogus', '/Project'], '/InspectionManagement/InspectionSets/9', { lang: 'en' });
    expect(tabs.map((tab) => tab.to)).toEqual(['/ECR', '/Project', '/InspectionManagement']);
    expect(flattenPaths(tabs)).toContain('/InspectionManagement/InspectionSets/9');
  });

  it('adds nothing for the home page', () => {
    expect(rebuildTabs([], '/', { lang: 'en' })).toEqual([]);
  });
});

describe('pageChain with a query', () => {
  it('keeps the query on the page itself, not on its parents', () => {
    const chain = pageChain('/Admin/Applications/Security/Apps/securityDtls?menuId=12', { lang: 'en' });
    expect(chain?.[chain.length - 1]?.to).toBe('/Admin/Applications/Security/Apps/securityDtls?menuId=12');
    expect(chain?.slice(0, -1).every((page) => !page.to.includes('?'))).toBe(true);
  });

  it("titles a page that shows a record by its query after that record ('Part: {part}'), and retitles its open tab", () => {
    const chain = pageChain('/Search/PartSearch/bom?part=CYL-3020-048CL', { lang: 'es' });
    expect(chain?.map((page) => page.title)).toEqual(['Búsqueda de piezas', 'Part: CYL-3020-048CL']);
    expect(pageChain('/Search/PartSearch/bom', { lang: 'en' })?.at(-1)?.title).toBe('Bill of Materials');
    const tabs = rebuildTabs(['/Search/PartSearch/bom?part=A-1'], '/Search/PartSearch/bom?part=B-2', { lang: 'en' });
    const titles = JSON.stringify(tabs);
    expect(titles).toContain('Part: B-2');
    expect(titles).not.toContain('Part: A-1');
  });

  it("titles a part's other views by their own name and the part, in the request's language", () => {
    expect(pageChain('/Search/PartSearch/whereUsed?part=CYL-3015-RDA', { lang: 'es' })?.at(-1)?.title).toBe('Dónde se usa: CYL-3015-RDA');
    expect(pageChain('/Search/PartSearch/qoh?part=SEAL-KIT-300', { lang: 'en' })?.at(-1)?.title).toBe('Quantity on Hand: SEAL-KIT-300');
    expect(pageChain('/Search/PartSearch/whereUsed', { lang: 'en' })?.at(-1)?.title).toBe('Where Used');
  });
});

describe('rebuildTabs on page after page', () => {
  it('answers the same tabs from a cookie it has seen, in its language, each page added without changing the earlier answers', () => {
    const cookie = ['/ECR', '/ECR/5', '/Project'];
    const first = rebuildTabs(cookie, '/Maintenance', { lang: 'en' });
    const firstPaths = flattenPaths(first);
    const second = rebuildTabs(cookie, '/weldleakrepair?x=1', { lang: 'en' });
    expect(flattenPaths(first)).toEqual(firstPaths);
    expect(firstPaths).toEqual(['/ECR', '/ECR/5', '/Project', '/Maintenance']);
    expect(flattenPaths(second)).toEqual(['/ECR', '/ECR/5', '/Project', '/weldleakrepair?x=1']);
    const es = rebuildTabs(cookie, '/Maintenance', { lang: 'es' });
    expect(es[0]?.title).not.toBe(first[0]?.title);
    // A page already open in the cookie keeps its place, and only this answer carries its new query.
    expect(flattenPaths(rebuildTabs(cookie, '/Project?id=3', { lang: 'en' }))).toEqual(['/ECR', '/ECR/5', '/Project?id=3']);
    expect(flattenPaths(rebuildTabs(cookie, '/Project', { lang: 'en' }))).toEqual(['/ECR', '/ECR/5', '/Project']);
  });
});
