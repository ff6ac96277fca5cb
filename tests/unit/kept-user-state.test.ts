import { describe, expect, it } from 'vitest';
import { keptUserState, type PageUser, type UserStateBasis } from '@/lib/auth/user-state.server';

const HOUR = 3_600_000;
let tokens = 0;

/** A basis of a token of its own (the kept states are the module's, shared by every case). */
function basisOf(change: Partial<UserStateBasis> = {}): UserStateBasis {
  tokens += 1;
  return {
    accessToken: `token-${tokens}`,
    access: '1',
    notifications: '1',
    expiresAt: Date.now() + HOUR,
    signInAlive: async () => true,
    ...change,
  };
}

/** A loader that counts its calls and answers Maria, with or without her unread notifications. */
function loader(answer: Partial<PageUser> = {}) {
  const loader = {
    calls: 0,
    load: async (): Promise<PageUser> => {
      loader.calls += 1;
      return {
        user: {
          employee: { empID: 2001, firstName: 'Maria', lastName: 'Nguyen', plant: 'SPIRITLA' },
          username: 'slmnguyen@example.com',
          access: {},
          tokenData: {} as never,
        },
        unread: [],
        ...answer,
      };
    },
  };
  return loader;
}

describe('keptUserState', () => {
  it('loads once while the counters hold, again once access or notifications moved', async () => {
    const basis = basisOf();
    const l = loader();
    const first = await keptUserState(basis, true, l.load);
    expect(await keptUserState(basis, true, l.load)).toBe(first);
    expect(l.calls).toBe(1);
    await keptUserState({ ...basis, access: '2' }, true, l.load);
    expect(l.calls).toBe(2);
    await keptUserState({ ...basis, access: '2', notifications: '5' }, true, l.load);
    expect(l.calls).toBe(3);
    // Without the unread notifications it is another state.
    await keptUserState({ ...basis, access: '2', notifications: '5' }, false, l.load);
    expect(l.calls).toBe(4);
  });

  it('loads again once the sign-in ended, or when the check fails', async () => {
    const basis = basisOf();
    const l = loader();
    await keptUserState(basis, true, l.load);
    await keptUserState({ ...basis, signInAlive: async () => false }, true, l.load);
    await keptUserState({ ...basis, signInAlive: () => Promise.reject(new Error('database away')) }, true, l.load);
    expect(l.calls).toBe(3);
  });

  it('keeps nothing for an expired token, nor a state that failed to load in part', async () => {
    const expired = basisOf({ expiresAt: Date.now() - 1 });
    const l = loader();
    await keptUserState(expired, true, l.load);
    await keptUserState(expired, true, l.load);
    expect(l.calls).toBe(2);
    for (const failed of [{ unread: null }, { user: { employee: null, username: 'x', access: {}, tokenData: {} as never } }]) {
      const basis = basisOf();
      const f = loader(failed);
      await keptUserState(basis, true, f.load);
      await keptUserState(basis, true, f.load);
      expect(f.calls).toBe(2);
    }
  });
});
