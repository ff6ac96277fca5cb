import { describe, expect, it } from 'vitest';
import { deviceUseOf } from './pages';
import { deviceApprovalSchema, normalizeUserCode, showUserCode } from './schemas';

describe('device user codes', () => {
  it('reads a code typed in any case, with or without its dash, and shows it in two groups', () => {
    expect(normalizeUserCode(' bcdf-ghjk ')).toBe('BCDFGHJK');
    expect(showUserCode('bcdfghjk')).toBe('BCDF-GHJK');
    expect(showUserCode('')).toBe('');
  });

  it('refuses a code that is not the 8 letters a device shows, and a board without a plant', () => {
    const bad = deviceApprovalSchema.safeParse({ userCode: 'AEIO-1234', name: 'Board', plant: 'Nowhere', use: 'board' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['plant', 'userCode']);
    const good = deviceApprovalSchema.parse({ userCode: 'bcdf-ghjk', name: ' Weld cell ', plant: 'SPIRITLA', use: 'kiosk' });
    expect(good).toMatchObject({ userCode: 'BCDFGHJK', name: 'Weld cell', use: 'kiosk' });
  });
});

describe('device pages', () => {
  it('names the use a page needs, and no use for a person-only page', () => {
    expect(deviceUseOf('/daybyhour/board')).toBe('board');
    expect(deviceUseOf('/daybyhour/board/')).toBe('board');
    expect(deviceUseOf('/daybyhour/editclaim')).toBeNull();
  });
});
