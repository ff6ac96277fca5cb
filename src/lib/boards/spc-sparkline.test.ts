import { describe, expect, it } from 'vitest';
import { sparkline } from './spc-sparkline';

describe('the SPC slide sparkline', () => {
  it('puts the points and the limits on one scale, the highest at the top', () => {
    const line = sparkline([1, 3], [4, 0], 100, 50);
    expect(line.path).toBe('M2,36.5 L98,13.5');
    expect(line.levels).toEqual([2, 48]);
  });

  it('draws one point in the middle, a flat line without dividing by zero, and nothing without points', () => {
    expect(sparkline([5], [null], 100, 50)).toEqual({ path: 'M50,25', levels: [null] });
    expect(sparkline([2, 2, 2], [], 100, 50).path).toBe('M2,25 L50,25 L98,25');
    expect(sparkline([], [null, null], 100, 50)).toEqual({ path: '', levels: [null, null] });
  });
});
