import { describe, expect, it } from 'vitest';
import { iconPath } from './index';
import { iconSprite, spriteHref } from './sprite';

describe('iconSprite', () => {
  it('holds one symbol per icon, with its path, and the same id for the same set in any order', () => {
    const a = iconSprite(['mdi-wrench', 'mdi-account', 'mdi-wrench']);
    const b = iconSprite(['mdi-account', 'mdi-wrench']);
    expect(b.id).toBe(a.id);
    expect([...a.keys]).toEqual(['mdiAccount', 'mdiWrench']);
    expect(a.svg).toContain(`<symbol id="mdiWrench" viewBox="0 0 24 24"><path d="${iconPath('mdi-wrench')}"/></symbol>`);
    expect(a.svg.match(/<symbol /g)).toHaveLength(2);
    expect(spriteHref(a, 'mdiWrench')).toBe(`/api/icons/${a.id}.svg#mdiWrench`);
  });

  it('changes its id when the set changes, and draws an unknown name as the fallback icon', () => {
    const a = iconSprite(['mdi-wrench']);
    const b = iconSprite(['mdi-wrench', 'mdi-no-such-icon']);
    expect(b.id).not.toBe(a.id);
    expect([...b.keys]).toEqual(['mdiApplicationOutline', 'mdiWrench']);
  });
});
