import { describe, expect, it } from 'vitest';
import { field } from './fields';
import { labelForm } from './index';
import { checkField, readLabelValues, validateLabel } from './validate';

describe('label values', () => {
  it('refuse a value too long for the label instead of cutting it', () => {
    expect(checkField(field('binNum'), 'A-04-2-EXTRA')).toEqual({ code: 'tooLong', params: { max: 10, length: 12 } });
    expect(checkField(field('binNum'), 'A-04-2')).toBeNull();
  });

  it('name a missing required value and let an optional one be empty', () => {
    expect(checkField(field('partNum'), '')).toEqual({ code: 'required' });
    expect(checkField(field('lineDownDate'), '')).toBeNull();
  });

  it('check numbers, dates, bar code characters and operation lines', () => {
    expect(checkField(field('quantity'), '12.5')).toEqual({ code: 'notInteger' });
    expect(checkField(field('quantity'), '0')).toEqual({ code: 'range', params: { min: 1, max: 9999999 } });
    expect(checkField(field('lengthIn'), '38.5')).toBeNull();
    expect(checkField(field('dueDate'), '2026-02-30')).toEqual({ code: 'badDate' });
    expect(checkField(field('partNum'), 'ROD^1')).toEqual({ code: 'badCharacters' });
    expect(checkField(field('operations'), '10 SAW\nsaw the bar')).toEqual({ code: 'badLine', params: { line: 2 } });
    expect(checkField(field('operations', { maxLength: 1 }), '10 SAW\n20 CNC')).toEqual({ code: 'tooManyLines', params: { max: 1 } });
  });

  it('take copies from 1 to 500 only', () => {
    const form = labelForm('bgPart');
    if (!form) throw new Error('bgPart');
    const values = { partNum: 'ROD-1.50-CHR', description: 'ROD', uom: 'IN' };
    expect(validateLabel(form, values, '500')).toMatchObject({ ok: true, copies: 500 });
    expect(validateLabel(form, values, '501')).toMatchObject({ ok: false, errors: { copies: { code: 'range' } } });
    expect(validateLabel(form, values, '0')).toMatchObject({ ok: false });
  });

  it("read a form's own fields from a query, trimmed, and nothing else", () => {
    const form = labelForm('bgPart');
    if (!form) throw new Error('bgPart');
    const values = readLabelValues(form, new URLSearchParams('partNum=%20ROD-1%20&uom=IN&other=x'));
    expect(values).toEqual({ partNum: 'ROD-1', description: '', uom: 'IN' });
  });
});
