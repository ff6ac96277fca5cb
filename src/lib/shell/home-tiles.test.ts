import { describe, expect, it } from 'vitest';
import { iconPath } from '@/lib/icons';
import { iconSprite } from '@/lib/icons/sprite';
import { homeTilesHtml } from './home-tiles';

const apps = [
  { link: '/Maintenance', title: 'Maintenance', icon: 'mdi-wrench' },
  { link: '/Labels?x=1&y="2"', title: 'Labels <A&B>', icon: 'mdi-label' },
];

describe('homeTilesHtml', () => {
  it('draws each icon as a use of the sprite when the sprite holds it, else inline; text and links escaped', () => {
    const sprite = iconSprite(['mdi-wrench']);
    const html = homeTilesHtml(apps, sprite);
    expect(html).toContain(
      `<li> <a href="/Maintenance" class="app-tile"> <span class="app-tile-icon"><svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false"><use href="/api/icons/${sprite.id}.svg#mdiWrench"></use></svg></span> <span class="font-medium leading-tight">Maintenance</span> </a> </li>`,
    );
    expect(html).toContain(`<path d="${iconPath('mdi-label')}"></path>`);
    expect(html).toContain('href="/Labels?x=1&amp;y=&quot;2&quot;"');
    expect(html).toContain('>Labels &lt;A&amp;B&gt;</span>');
  });
  it('makes a list again when anything it shows differs', () => {
    const first = homeTilesHtml(apps, null);
    expect(homeTilesHtml([...apps], null)).toBe(first);
    expect(homeTilesHtml([{ ...apps[0]!, title: 'Mantenimiento' }, apps[1]!], null)).toContain('Mantenimiento');
    expect(homeTilesHtml([apps[0]!], null)).not.toContain('Labels');
    expect(homeTilesHtml([], null)).toBe('');
  });
});
