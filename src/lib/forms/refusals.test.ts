import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { refusalOf, translateRefusal, type SayCode } from './refusals';

const TEXTS: Record<string, string> = {
  'menu-id-used': 'El ID de menú {{menuId}} ya lo usa {{title}}.',
  'job-not-found': 'No existe la orden {{value}}.',
  'too-long': 'Como máximo {{max}} caracteres.',
};
const say: SayCode = (code, values, fallback) =>
  (TEXTS[code] ?? fallback).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe('translateRefusal: one translator of API refusals, by code', () => {
  it('places a conflict at its field and says it by its code and values, not by the English', () => {
    const messages = translateRefusal(
      {
        status: 409,
        code: 'menu-id-used',
        message: 'Menu ID 12 is used by Labels.',
        values: { menuId: 12, title: 'Labels' },
        fields: [{ field: 'menuId', code: 'menu-id-used', message: 'x', values: { menuId: 12, title: 'Labels' } }],
      },
      say,
      { capitalize: true },
    );
    expect(messages).toEqual({
      summary: 'El ID de menú 12 ya lo usa Labels.',
      fields: { menuId: 'El ID de menú 12 ya lo usa Labels.' },
    });
  });

  it('names each bad field by its label in a 400 summary when the form labels them, and says back what was typed', () => {
    const messages = translateRefusal(
      {
        status: 400,
        code: 'invalid-input',
        message: 'Invalid input',
        fields: [
          { field: 'title', code: 'too-long', message: 'too long', values: { max: 50 } },
          { field: 'jobNumber', code: 'job-not-found', message: 'Job 999 does not exist.' },
        ],
      },
      say,
      { label: (field) => ({ title: 'Título', jobNumber: 'Orden' })[field], typed: { jobNumber: '999' } },
    );
    expect(messages.fields).toEqual({ title: 'Título: Como máximo 50 caracteres.', jobNumber: 'Orden: No existe la orden 999.' });
    expect(messages.summary).toBe('Título: Como máximo 50 caracteres. Orden: No existe la orden 999.');
  });

  it('says one summary above marked fields when the form asks for it, and the first message of a field wins', () => {
    const messages = translateRefusal(
      {
        status: 400,
        code: 'invalid-input',
        message: 'Invalid input',
        fields: [
          { field: 'cell', code: 'unknown-code', message: 'must not be empty' },
          { field: 'cell', code: 'too-long', message: 'too long', values: { max: 40 } },
        ],
      },
      say,
      { summary: 'Nada se guardó.' },
    );
    expect(messages).toEqual({ summary: 'Nada se guardó.', fields: { cell: 'must not be empty' } });
  });
});

describe('refusalOf', () => {
  it('is a 4xx of the API with its code, values and fields; a 5xx or no answer is none', () => {
    const refused = new ApiError(409, 'Groups', 'Taken', {
      code: 'group-name-used',
      fields: [{ field: 'name', code: 'group-name-used', message: 'Taken' }],
      body: { values: { name: 'QA' } },
    });
    expect(refusalOf(refused)).toMatchObject({ status: 409, code: 'group-name-used', values: { name: 'QA' } });
    expect(refusalOf(new ApiError(500, 'Groups', 'Boom'))).toBeNull();
    expect(refusalOf(new ApiError(0, 'Groups', 'fetch failed'))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});
