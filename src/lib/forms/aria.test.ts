import { describe, expect, it } from 'vitest';
import { fieldAria, uniqueId } from './aria';

describe('a field ties its hint and error to its control', () => {
  it('names the hint and the error it shows, error last, and is invalid only with an error', () => {
    expect(fieldAria('q', {})).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(fieldAria('q', { hint: 'Scan it' })).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'q-hint' });
    expect(fieldAria('q', { hint: 'Scan it', error: 'No such job' })).toEqual({
      'aria-invalid': 'true',
      'aria-describedby': 'q-hint q-error',
    });
    expect(fieldAria('q', { error: 'Required', hint: null })).toEqual({ 'aria-invalid': 'true', 'aria-describedby': 'q-error' });
  });

  it('makes ids unique within one scope and starts again in another', () => {
    const request = {};
    expect([
      uniqueId(request, 'field-q'),
      uniqueId(request, 'field-q'),
      uniqueId(request, 'field-plant'),
      uniqueId(request, 'field-q'),
    ]).toEqual(['field-q', 'field-q-2', 'field-plant', 'field-q-3']);
    expect(uniqueId({}, 'field-q')).toBe('field-q');
  });
});
