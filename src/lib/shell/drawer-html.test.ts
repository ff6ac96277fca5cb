import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/http/escape-html';
import { drawerListHtml } from './drawer-html';
import type { TabItem } from '@/lib/stores/tab-tree';

const texts = {
  here: '/Maintenance',
  home: { title: 'Apps', icon: 'M0 0' },
  closeIcon: 'M1 1',
  close: 'Close {{title}}',
  closeAll: 'Close all tabs',
  menu: { label: 'Tab menu: {{title}}', close: 'Close', others: 'Close other tabs', below: 'Close the tabs below' },
};
const tabs: TabItem[] = [
  {
    name: 'maintenance',
    title: 'Maintenance',
    to: '/Maintenance',
    icon: 'M2 2',
    children: [{ name: 'asset', title: 'Asset <7>', to: '/Maintenance/Asset/7', fixed: false, children: [] }],
  },
];

describe('the drawer list as HTML', () => {
  it('draws home, the tabs and their children, marking the page shown', () => {
    const html = drawerListHtml(tabs, texts);
    const links = [...html.matchAll(/<a href="([^"]*)"([^>]*)>.*?<span[^>]*>([^<]*)<\/span><\/a>/g)];
    expect(links.map((m) => [m[1], m[3], m[2]?.includes('aria-current="page"')])).toEqual([
      ['/', 'Apps', false],
      ['/Maintenance', 'Maintenance', true],
      ['/Maintenance/Asset/7', 'Asset &lt;7&gt;', false],
    ]);
    expect([...html.matchAll(/aria-label="([^"]*)" title="[^"]*" data-close="([^"]*)"/g)].map((m) => [m[2], m[1]])).toEqual([
      ['/Maintenance', 'Close Maintenance'],
      ['/Maintenance/Asset/7', 'Close Asset &lt;7&gt;'],
    ]);
    // A child is indented under its tab and shows a dot, not an icon.
    expect(html).toMatch(
      /<ul><li><div class="group flex items-center gap-1 pl-4"><a href="\/Maintenance\/Asset\/7"[^>]*><span aria-hidden="true"/,
    );
  });

  it("ends with 'close all' when a tab is open, and marks each application tab (not a child) for its menu", () => {
    const html = drawerListHtml(tabs, texts);
    expect(html).toMatch(/<li class="pt-2"><button type="button" [^>]*data-close-all>.*<span>Close all tabs<\/span><\/button><\/li>$/);
    expect([...html.matchAll(/data-tab="([^"]*)"/g)].map((m) => m[1])).toEqual(['/Maintenance']);
    expect(html).toMatch(/<a href="\/Maintenance" [^>]*aria-keyshortcuts="Shift\+F10"/);
    expect(drawerListHtml([], texts)).not.toContain('data-close-all');
  });

  it('marks home on the home page and escapes what it writes', () => {
    expect(drawerListHtml([], { ...texts, here: '/' })).toMatch(/^<li><a href="\/" [^>]*aria-current="page"/);
    expect(drawerListHtml([], texts)).not.toContain('aria-current');
    expect(escapeHtml(`<a title="x" data-x='y'>&`)).toBe('&lt;a title=&quot;x&quot; data-x=&#39;y&#39;&gt;&amp;');
  });
});
