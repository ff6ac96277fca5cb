import { describe, expect, it } from 'vitest';
import { parseFlash } from './flash-cookie';

describe('parseFlash', () => {
  it('reads alerts with their optional type and timeout', () => {
    expect(parseFlash('[{"message":"Saved"},{"message":"Oops","type":"error","timeout":3000}]')).toEqual([
      { message: 'Saved' },
      { message: 'Oops', type: 'error', timeout: 3000 },
    ]);
  });

  it('leaves out whatever is malformed', () => {
    expect(parseFlash('not json')).toEqual([]);
    expect(parseFlash('{"message":"x"}')).toEqual([]);
    expect(parseFlash('[{"message":""},{"type":"error"},{"message":"ok","type":"weird","timeout":-1}]')).toEqual([{ message: 'ok' }]);
    expect(parseFlash(undefined)).toEqual([]);
  });
});
