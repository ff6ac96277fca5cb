import { describe, expect, it } from 'vitest';
import { OFFLINE_HEADER, offlineCopyAllowed, withOfflineMark } from './page-cache';

describe('offline copies', () => {
  it('lets signed-in pages be kept for offline reading, except administration', () => {
    expect(offlineCopyAllowed('/Maintenance', 'text/html; charset=utf-8', true)).toBe(true);
    expect(offlineCopyAllowed('/Admin/security', 'text/html', true)).toBe(false);
    expect(offlineCopyAllowed('/Administrator', 'text/html', true)).toBe(true);
  });

  it('never for signed-out pages nor anything that is not HTML', () => {
    expect(offlineCopyAllowed('/login', 'text/html', false)).toBe(false);
    expect(offlineCopyAllowed('/api/palette.json', 'application/json', true)).toBe(false);
  });

  it("marks a page, keeps a page's own decision, and never marks an error", () => {
    const page = (headers: Record<string, string> = {}, status = 200) =>
      new Response('<p>x</p>', { status, headers: { 'content-type': 'text/html', ...headers } });
    expect(withOfflineMark('/Maintenance', true, page()).headers.get(OFFLINE_HEADER)).toBe('keep');
    expect(withOfflineMark('/Labels/Forms/x', true, page({ [OFFLINE_HEADER]: 'no' })).headers.get(OFFLINE_HEADER)).toBe('no');
    expect(withOfflineMark('/Maintenance', true, page({}, 404)).headers.get(OFFLINE_HEADER)).toBeNull();
    expect(withOfflineMark('/Maintenance', false, page()).headers.get(OFFLINE_HEADER)).toBeNull();
  });
});
