import { describe, expect, it } from 'vitest';
import { wrapText } from './geometry';
import { labelForm } from './index';
import { validateLabel } from './validate';
import { labelZpl } from './zpl';

const W = (n: number) => 'W'.repeat(n);
const bin = { warehouse: 'STORES', binNum: 'A-04-2', partNum: W(20) };

describe('a wrapping text is drawn as the same lines everywhere, and a value that takes more lines than its box is refused', () => {
  it('wraps at spaces, the spaces before a break hanging, and breaks a word longer than a line', () => {
    expect(wrapText('TUBE-3.00  3.00 OD X .25 WALL', 14)).toEqual(['TUBE-3.00', '3.00 OD X .25', 'WALL']);
    expect(wrapText(W(30), 14)).toEqual([W(14), W(14), W(2)]);
    expect(wrapText('', 14)).toEqual(['']);
  });

  it("bgBin: part and description at their longest allowed lengths that take three lines are refused at the description, en code 'doesNotFit'", () => {
    const form = labelForm('bgBin')!;
    const three = validateLabel(form, { ...bin, description: `${W(32)} ${W(27)}` });
    expect(three).toMatchObject({ ok: false, errors: { description: { code: 'doesNotFit', params: { lines: 2 } } } });
    const two = validateLabel(form, { ...bin, description: `${W(31)} ${W(28)}` });
    expect(two.ok).toBe(true);
    const zpl = labelZpl(form, two.values, { dpi: 203, copies: 1, origin: 'test', words: {} });
    expect(zpl).toContain(`^FD${W(20)}  ${W(31)}\\&${W(28)}^FS`);
  });
});
