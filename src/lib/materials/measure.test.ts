import { describe, expect, it } from 'vitest';
import { measurementInputSchema } from './measure-schemas';
import { readMeasurement } from './measure';

describe('readMeasurement', () => {
  it('reads pieces and inches, a comma as the decimal point', () => {
    expect(readMeasurement({ pieces: '2', lengthIn: '47,875' })).toEqual({ ok: true, pieces: 2, lengthIn: 47.875 });
    expect(readMeasurement({ pieces: ' 999 ', lengthIn: '480' })).toEqual({ ok: true, pieces: 999, lengthIn: 480 });
    expect(readMeasurement({ pieces: '1', lengthIn: '.5' })).toEqual({ ok: true, pieces: 1, lengthIn: 0.5 });
  });

  it('names each refused field', () => {
    expect(readMeasurement({ pieces: '0', lengthIn: '0' })).toEqual({ ok: false, fields: ['pieces', 'lengthIn'] });
    expect(readMeasurement({ pieces: '1.5', lengthIn: '12' })).toEqual({ ok: false, fields: ['pieces'] });
    expect(readMeasurement({ pieces: '1000', lengthIn: '12' })).toEqual({ ok: false, fields: ['pieces'] });
    expect(readMeasurement({ pieces: '1', lengthIn: '480.001' })).toEqual({ ok: false, fields: ['lengthIn'] });
    expect(readMeasurement({ pieces: '1', lengthIn: '12.3456' })).toEqual({ ok: false, fields: ['lengthIn'] });
    expect(readMeasurement({ pieces: '', lengthIn: 'abc' })).toEqual({ ok: false, fields: ['pieces', 'lengthIn'] });
  });

  it('accepts exactly what the API accepts', () => {
    for (const [pieces, lengthIn] of [
      ['1', '0.001'],
      ['12', '240'],
      ['3', '47.875'],
      ['1', '480'],
      ['2', '1000'],
      ['0', '5'],
      ['1', '1.2345'],
    ]) {
      const read = readMeasurement({ pieces: pieces!, lengthIn: lengthIn! });
      const api = measurementInputSchema.safeParse({
        jobNum: '1',
        assemblySeq: 0,
        mtlSeq: 10,
        pieces: Number(pieces),
        lengthIn: Number(lengthIn),
      });
      expect(read.ok, `${pieces} x ${lengthIn}`).toBe(api.success);
    }
  });
});
