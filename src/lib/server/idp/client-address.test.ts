import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (remoteAddress: string, forwarded?: string) => ({
  socket: { remoteAddress },
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(clientAddress(request('::ffff:10.0.0.5', '203.0.113.9') as never, new Set())).toBe('10.0.0.5');
  });

  it('reads X-Forwarded-For from the right, behind a trusted proxy only', () => {
    const trusted = new Set(['10.0.0.1']);
    expect(clientAddress(request('10.0.0.1', 'forged, 198.51.100.4') as never, trusted)).toBe('198.51.100.4');
    expect(clientAddress(request('10.0.0.9', '198.51.100.4') as never, trusted)).toBe('10.0.0.9');
    expect(clientAddress(request('10.0.0.1') as never, trusted)).toBe('10.0.0.1');
  });
});
