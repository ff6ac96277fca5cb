import { describe, expect, it } from 'vitest';
import { decodeTabCookie, encodeTabCookie } from './tab-cookie';
import { openPage, type TabPage } from './tab-tree';

const page = (to: string): TabPage => ({ name: to, title: to, to, icon: '', fixed: true });

describe('tab cookie', () => {
  it('keeps the paths, parents first, and reads them back', () => {
    const tabs = openPage(openPage([], [page('/ECR'), page('/ECR/5')]), [page('/Project')]);
    const value = encodeTabCookie(tabs);
    expect(value).toBe('/ECR|/ECR/5|/Project');
    expect(decodeTabCookie(value)).toEqual(['/ECR', '/ECR/5', '/Project']);
  });

  it('drops the oldest tabs when the value grows too long', () => {
    const tabs = ['/Aaaaaaaaaa', '/Bbbbbbbbbb', '/Cccccccccc'].reduce((list, to) => openPage(list, [page(to)]), openPage([], []));
    const twoTabs = '/Bbbbbbbbbb|/Cccccccccc';
    expect(encodeTabCookie(tabs, encodeURIComponent(twoTabs).length)).toBe(twoTabs);
    expect(encodeTabCookie(tabs, 5)).toBe('');
  });

  it('refuses anything that is not a plain local path', () => {
    expect(decodeTabCookie('/ok|//evil.example|https://x|/a/../b|/a b|/fine/1')).toEqual(['/ok', '/fine/1']);
    expect(decodeTabCookie(undefined)).toEqual([]);
    expect(decodeTabCookie('')).toEqual([]);
  });

  it('keeps each path once', () => {
    expect(decodeTabCookie('/a|/a|/b')).toEqual(['/a', '/b']);
  });
});

describe('tab cookie with queries', () => {
  it('keeps a plain query and refuses anything else', () => {
    expect(decodeTabCookie('/Admin/Applications/subApps?menuId=12|/x?a=<b>|/y?next=//evil')).toEqual([
      '/Admin/Applications/subApps?menuId=12',
    ]);
  });
});
