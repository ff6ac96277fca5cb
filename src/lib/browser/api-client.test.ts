import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { fieldMessages, requestFor } from './api-client';

describe('the islands API client', () => {
  it('calls through /api/v1 with the query, and a JSON body', () => {
    const { url, init } = requestFor('get', '/Jobs', { query: { plant: 'SPIRITLA', search: '', page: 2 } });
    expect(url).toBe('/api/v1/Jobs?plant=SPIRITLA&page=2');
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('idempotency-key');
  });

  it('sends an Idempotency-Key on every write: its own, or a new one each call', () => {
    const kept = requestFor('POST', 'MaterialIssues', { body: { qty: 1 }, idempotencyKey: 'form-1' });
    expect(kept.init.headers).toMatchObject({ 'idempotency-key': 'form-1', 'content-type': 'application/json' });
    expect(kept.init.body).toBe('{"qty":1}');
    const keys = ['PUT', 'PATCH', 'DELETE', 'POST', 'POST'].map(
      (m) => (requestFor(m, 'x').init.headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys.every((k) => typeof k === 'string' && k.length >= 32)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("turns a 4xx's fields into messages by field, translated by code", () => {
    const error = new ApiError(400, 'MaterialIssues', 'quantity: too big', {
      code: 'invalid-input',
      fields: [
        { field: 'quantity', code: 'too-big', message: 'Bin only has 4' },
        { field: 'quantity', code: 'required', message: 'second' },
        { field: 'bin', code: 'required', message: 'is required' },
      ],
    });
    expect(fieldMessages(error, (i) => `[${i.code}]`)).toEqual({ fields: { quantity: '[too-big]', bin: '[required]' }, form: null });
    expect(fieldMessages(new ApiError(409, 'x', 'Already closed', { code: 'conflict' }))).toEqual({ fields: {}, form: 'Already closed' });
    expect(fieldMessages(new ApiError(500, 'x', 'boom', { fields: [{ field: 'a', code: 'b', message: 'c' }] })).fields).toEqual({});
  });
});

describe('reading an error answer', () => {
  it('keeps the code, fields and call-specific members, and refuses what is not an error body', async () => {
    const { readErrorDetail } = await import('./api-client');
    const detail = readErrorDetail({
      error: {
        name: 'ConflictError',
        code: 'confirmation-required',
        message: 'Confirm',
        confirm: ['over120'],
        fields: [{ field: 'q', code: 'too-big', message: 'm' }, { field: 3 }],
      },
    });
    expect(detail).toEqual({
      name: 'ConflictError',
      code: 'confirmation-required',
      message: 'Confirm',
      confirm: ['over120'],
      fields: [{ field: 'q', code: 'too-big', message: 'm' }],
    });
    expect(readErrorDetail({ error: { message: 'no code' } })).toBeNull();
    expect(readErrorDetail('Bad gateway')).toBeNull();
    expect(readErrorDetail(null)).toBeNull();
  });
});
