import { describe, expect, it } from 'vitest';
import { linkAllowsPrefetch, prefetchCandidates } from './prefetch-policy';

describe('prefetch policy', () => {
  it('prefetches nothing on Save-Data or a slow link', () => {
    expect(linkAllowsPrefetch(undefined)).toBe(true);
    expect(linkAllowsPrefetch({ effectiveType: '4g', downlink: 10 })).toBe(true);
    expect(linkAllowsPrefetch({ saveData: true, effectiveType: '4g', downlink: 10 })).toBe(false);
    expect(linkAllowsPrefetch({ effectiveType: '3g', downlink: 1.4 })).toBe(false);
    expect(linkAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(linkAllowsPrefetch({ effectiveType: '4g', downlink: 0.7 })).toBe(false);
  });

  it('takes at most three other drawer pages, never the current one nor sign-out or the API', () => {
    expect(
      prefetchCandidates(
        ['/', '/Maintenance', '/Maintenance', '/logout', '/api/v1/Plant', '/Quality', '/Labels', '/Hoist'],
        '/Maintenance',
      ),
    ).toEqual(['/', '/Quality', '/Labels']);
    expect(prefetchCandidates(['//evil.example/', '/Quality?tab=2'], '/Quality')).toEqual([]);
    expect(prefetchCandidates([], '/')).toEqual([]);
  });
});
