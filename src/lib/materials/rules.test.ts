import { describe, expect, it } from 'vitest';
import { binQuantityMessage, checkIssue, holdsRight } from './rules';

describe('over-issue rules', () => {
  it('needs nothing up to 100 % and nothing at exactly 110 % of a material not yet fully issued', () => {
    expect(checkIssue({ requiredQty: 20, issuedQty: 10, issuedComplete: false }, 10)).toEqual({
      issuedQty: 20,
      remainingQty: 0,
      percent: 100,
      confirmations: [],
      right: null,
    });
    expect(checkIssue({ requiredQty: 20, issuedQty: 19, issuedComplete: false }, 3).confirmations).toEqual([]);
  });
  it('asks for a double issue when the material is fully issued or Issued Complete', () => {
    expect(checkIssue({ requiredQty: 10, issuedQty: 10, issuedComplete: false }, 1).confirmations).toEqual(['double-issue']);
    expect(checkIssue({ requiredQty: 10, issuedQty: 2, issuedComplete: true }, 1).confirmations).toEqual(['double-issue']);
  });
  it('asks for each threshold passed and names the right needed over 120 % and 150 %', () => {
    const at = (qty: number) => checkIssue({ requiredQty: 20, issuedQty: 0, issuedComplete: false }, qty);
    expect(at(23)).toMatchObject({ percent: 115, confirmations: ['over110'], right: null });
    expect(at(24)).toMatchObject({ percent: 120, confirmations: ['over110'], right: null });
    expect(at(25)).toMatchObject({ percent: 125, confirmations: ['over110', 'over120'], right: 'IssueMaterial_OverIssue' });
    expect(at(27)).toMatchObject({ percent: 135, confirmations: ['over110', 'over120', 'over130'], right: 'IssueMaterial_OverIssue' });
    expect(at(30)).toMatchObject({ percent: 150, right: 'IssueMaterial_OverIssue' });
    expect(at(31)).toMatchObject({ percent: 155, right: 'IssueMaterial_OverIssue150' });
  });
  it('treats a material with nothing required as over everything', () => {
    expect(checkIssue({ requiredQty: 0, issuedQty: 0, issuedComplete: false }, 1)).toMatchObject({
      percent: null,
      right: 'IssueMaterial_OverIssue150',
    });
  });
  it('lets the 150 % right cover 120 %', () => {
    expect(holdsRight(new Set(['IssueMaterial_OverIssue']), 'IssueMaterial_OverIssue150')).toBe(false);
    expect(holdsRight(new Set(['IssueMaterial_OverIssue150']), 'IssueMaterial_OverIssue')).toBe(true);
    expect(holdsRight(new Set(), null)).toBe(true);
  });
  it('writes the bin message with the real numbers', () => {
    expect(binQuantityMessage(2.5, 6)).toBe(
      'Bin only has a qty of 2.5 and you tried to issue 6. Please reduce the issue amount and try again.',
    );
  });
});
