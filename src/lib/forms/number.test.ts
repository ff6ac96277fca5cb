import { describe, expect, it } from 'vitest';
import { fieldIssues } from '@/lib/server/api/errors';
import { RESOURCES, translator } from '@/lib/i18n';
import { decimalsOf, numberMessage, numberProblem, numberWords, readNumber } from './number';
import { numberField, quantityField, shiftField } from './number-field';

describe("the kit's number field: a typo is 'Enter a number', never 'Required'", () => {
  const temp = { min: -20, max: 160, unit: '°F' };

  it('reads a comma as the decimal point and refuses letters', () => {
    expect(readNumber(' 12,5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('doce')).toBeNull();
    expect(readNumber('1e3')).toBeNull();
  });

  it('judges empty, typo, fraction and bounds in the browser as on the server', () => {
    expect(numberProblem('', temp)).toBe('required');
    expect(numberProblem('hot', temp)).toBe('not-a-number');
    expect(numberProblem('2.5', { ...temp, whole: true })).toBe('not-a-number');
    expect(numberProblem('-21', temp)).toBe('too-small');
    expect(numberProblem('161', temp)).toBe('too-big');
    expect(numberProblem('70', temp)).toBeNull();
  });

  it('answers the code with its bounds and unit from a contract, and the screen says it in both languages', () => {
    const schema = numberField({ ...temp, message: 'must be a temperature in °F from -20 to 160' });
    expect(schema.parse('75')).toBe(75);
    expect(schema.parse(75)).toBe(75);
    const [issue] = fieldIssues(schema.safeParse('hot').error!);
    expect(issue).toMatchObject({ code: 'not-a-number', values: { min: -20, max: 160, unit: '°F' } });
    expect(fieldIssues(schema.safeParse('').error!)[0]?.code).toBe('required');
    const say = (lang: 'en' | 'es') => translator(lang)('forms.errors.not-a-number', { ...issue?.values });
    expect(say('en')).toBe('Enter a number from -20 to 160 °F.');
    expect(say('es')).toBe('Escriba un número de -20 a 160 °F.');
    expect(numberField({ ...temp, message: 'x', optional: true }).parse('')).toBeNull();
  });

  it("says an island's number problem with the kit's words, bounds in the language's format, in both languages", () => {
    const move = { min: 0.0001, max: 10_000_000, unit: 'EA' };
    const es = numberWords(RESOURCES.es.forms);
    const en = numberWords(RESOURCES.en.forms);
    expect(numberMessage('doce', move, es, 'es')).toBe('Escriba un número de 0,0001 a 10.000.000 EA.');
    expect(numberMessage('doce', move, en, 'en')).toBe('Enter a number from 0.0001 to 10,000,000 EA.');
    expect(numberMessage('doce', { ...move, unit: '' }, en, 'en')).toBe('Enter a number from 0.0001 to 10,000,000.');
    expect(numberMessage('', move, es, 'es')).toBe('Obligatorio.');
    expect(numberMessage('12', move, es, 'es')).toBeNull();
  });

  it('refuses more decimals than stored, an exponent included, and `true` as a number', () => {
    expect(decimalsOf(1.123456789)).toBe(9);
    expect(decimalsOf(1e-320)).toBe(320);
    expect(decimalsOf(2.5e3)).toBe(0);
    expect(numberProblem('1.12345', temp)).toBe('too-many-decimals');
    expect(numberProblem('1.1230', { ...temp, decimals: 3 })).toBeNull();
    const qty = quantityField({ max: 100, decimals: 4 });
    expect(fieldIssues(qty.safeParse(1e-320).error!)[0]).toMatchObject({ code: 'too-many-decimals', values: { decimals: 4 } });
    expect(qty.parse(0.0001)).toBe(0.0001);
    expect(fieldIssues(shiftField().safeParse(true).error!)[0]?.code).toBe('not-a-number');
    expect(shiftField().parse('2')).toBe(2);
  });
});
