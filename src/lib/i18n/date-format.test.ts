import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('builds one formatter per language and options, and formats like Intl does', () => {
    const options = { hour: '2-digit', minute: '2-digit' } as const;
    expect(dateFormat('en', options)).toBe(dateFormat('en', { ...options }));
    expect(dateFormat('es', options)).not.toBe(dateFormat('en', options));
    const date = new Date(2026, 2, 3, 14, 5);
    expect(dateFormat('es', { dateStyle: 'full' }).format(date)).toBe(new Intl.DateTimeFormat('es', { dateStyle: 'full' }).format(date));
  });
});
