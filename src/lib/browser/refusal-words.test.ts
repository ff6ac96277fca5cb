import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { RESOURCES } from '@/lib/i18n';
import { fieldMessages } from './api-client';
import { refusalText, sayCode } from './refusal-words';

describe("an island says a refusal by its code in the page's language, never the API's English", () => {
  const es = RESOURCES.es.forms.errors;
  const values = { plant: 'Sheldon', plants: 'Spirit Lake' };
  const otherPlant = new ApiError(403, 'MoveRequests/7', 'You work at Spirit Lake, not at Sheldon: nothing was saved.', {
    code: 'other-plant',
    body: { code: 'other-plant', values },
  });
  const spanish =
    'Usted trabaja en Spirit Lake, no en Sheldon: no se guardó nada. Un administrador puede permitirle trabajar también en Sheldon.';

  it("says 'other-plant' in Spanish, for the whole form and as a toast", () => {
    expect(refusalText(otherPlant, es)).toBe(spanish);
    expect(fieldMessages(otherPlant, undefined, es)).toEqual({ fields: {}, form: spanish });
  });

  it("fills a field's values (formats included) and keeps an island's own words first", () => {
    const decimals = new ApiError(400, 'MoveRequests', 'quantity: must have at most 4 decimals', {
      code: 'invalid-input',
      fields: [{ field: 'quantity', code: 'too-many-decimals', message: 'at most 4 decimals', values: { decimals: 4 } }],
    });
    expect(fieldMessages(decimals, undefined, es).fields).toEqual({ quantity: 'Escriba como máximo 4 decimales.' });
    expect(fieldMessages(decimals, () => 'propio', es).fields).toEqual({ quantity: 'propio' });
    expect(sayCode('not-a-number', { min: 1, max: 3, unit: '' }, es)).toBe('Escriba un número de 1 a 3.');
  });

  it('leaves a code the kit has no words for, and a server fault, to the island', () => {
    expect(refusalText(new ApiError(409, 'x', 'Taken', { code: 'taken-by-other' }), es)).toBeUndefined();
    expect(refusalText(new ApiError(500, 'x', 'boom', { code: 'other-plant' }), es)).toBeUndefined();
    expect(fieldMessages(new ApiError(409, 'x', 'Taken', { code: 'taken-by-other' }), undefined, es).form).toBe('Taken');
  });
});
