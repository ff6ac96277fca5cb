import { describe, expect, it } from 'vitest';
import { hrefWith, pageCount, readListQuery } from './table-query';

describe('table queries in the URL', () => {
  it('reads search, known sort, direction and page, falling back on anything else', () => {
    const url = new URL('http://x/Admin/users?q=%20nguyen%20&sort=plant&dir=desc&page=3');
    expect(readListQuery(url, ['lastName', 'plant'], 'lastName')).toEqual({ q: 'nguyen', sort: 'plant', dir: 'desc', page: 3 });
    const bad = new URL('http://x/Admin/users?sort=password&dir=up&page=-1');
    expect(readListQuery(bad, ['lastName', 'plant'], 'lastName')).toEqual({ q: '', sort: 'lastName', dir: 'asc', page: 1 });
  });

  it('links to the same page with changed parameters, back to page 1 unless the page is changed', () => {
    const url = new URL('http://x/Admin/users?q=a&page=4&plant=SPIRITLA');
    expect(hrefWith(url, { sort: 'empId', dir: 'desc' })).toBe('/Admin/users?q=a&plant=SPIRITLA&sort=empId&dir=desc');
    expect(hrefWith(url, { page: 5 })).toBe('/Admin/users?q=a&page=5&plant=SPIRITLA');
    expect(hrefWith(url, { q: null, plant: '' })).toBe('/Admin/users');
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
