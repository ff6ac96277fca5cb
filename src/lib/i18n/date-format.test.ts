import { describe, expect, it } from 'vitest';
import { dateFormat, formatDateTime } from './date-format';

describe('dateFormat', () => {
  it('builds one formatter per language and options, and formats like Intl does', () => {
    const options = { hour: '2-digit', minute: '2-digit' } as const;
    expect(dateFormat('en', options)).toBe(dateFormat('en', { ...options }));
    expect(dateFormat('es', options)).not.toBe(dateFormat('en', options));
    const date = new Date(2026, 2, 3, 14, 5);
    expect(dateFormat('es', { dateStyle: 'full' }).format(date)).toBe(new Intl.DateTimeFormat('es', { dateStyle: 'full' }).format(date));
  });
});

describe('formatDateTime', () => {
  it('writes what toLocaleString writes in the reader’s locale, short or medium, in a given zone', () => {
    const at = '2026-11-26T20:05:00Z';
    expect(formatDateTime(at, 'en', 'short', 'America/Chicago')).toBe('11/26/26, 2:05 PM');
    expect(formatDateTime(at, 'es', 'medium', 'UTC')).toBe(
      new Date(at).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    );
    expect(formatDateTime(at, 'en')).toBe(new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
  });
});
