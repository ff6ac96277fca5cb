import { describe, expect, it } from 'vitest';
import { initialPlant } from './plants';

describe('initialPlant (spec §4 order)', () => {
  const known = ['MfgSys', 'SPIRITLA', 'BGOHIO', 'REBUILD'];

  it('takes the stored plant first', () => {
    expect(initialPlant({ stored: 'BGOHIO', employeePlant: 'SPIRITLA', username: 'shx@example.com', known })).toBe('BGOHIO');
  });

  it("then the employee's plant", () => {
    expect(initialPlant({ stored: null, employeePlant: 'SPIRITLA', username: 'shx@example.com', known })).toBe('SPIRITLA');
  });

  it('then the username prefix', () => {
    expect(initialPlant({ stored: null, employeePlant: null, username: 'shjcarter@example.com' })).toBe('MfgSys');
    expect(initialPlant({ stored: null, employeePlant: null, username: 'slmnguyen@example.com' })).toBe('SPIRITLA');
    expect(initialPlant({ stored: null, employeePlant: null, username: 'mfrpatel@example.com' })).toBe('REBUILD');
    expect(initialPlant({ stored: null, employeePlant: null, username: 'BGtwilson@example.com' })).toBe('BGOHIO');
  });

  it('else MfgSys', () => {
    expect(initialPlant({ stored: null, employeePlant: null, username: 'xyz@example.com' })).toBe('MfgSys');
    expect(initialPlant({ stored: undefined, employeePlant: undefined, username: undefined })).toBe('MfgSys');
  });

  it('skips a stored or employee plant that v1/Plant does not know', () => {
    expect(initialPlant({ stored: 'GONE', employeePlant: 'ALSO', username: 'mfx@example.com', known })).toBe('REBUILD');
  });
});
