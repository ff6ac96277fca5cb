import { describe, expect, it } from 'vitest';
import type { UserState } from '@/lib/auth/user-state.server';
import { errorStatus, HttpError } from '@/lib/http/errors';
import { runGuards, type GuardContext } from './guards';

const user = (access: UserState['access']): UserState => ({
  employee: { empID: 1, firstName: 'A', lastName: 'B', plant: 'MfgSys' },
  username: 'sha@example.com',
  access,
  tokenData: { name: 'A B', unique_name: 'sha@example.com' },
});
const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  user: user({ ECR: { MenuID: 3, SubApps: null } }),
  config: { isDevelopment: false },
  app: 'ECR',
  url: new URL('http://portal.test/ECR/5?x=1'),
  ...overrides,
});

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('runGuards', () => {
  it('lets a signed-in employee with access through', () => {
    expect(runGuards(['auth', 'appAccess'], context())).toBeNull();
  });

  it('sends a signed-out visitor to sign in and back', () => {
    const response = runGuards(['auth', 'appAccess'], context({ user: null }));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/login?callbackUrl=%2FECR%2F5%3Fx%3D1');
  });

  it('refuses an application outside the access with a 403 naming it', () => {
    const error = thrown(() => runGuards(['auth', 'appAccess'], context({ app: 'Maintenance' })));
    expect(error).toBeInstanceOf(HttpError);
    expect(errorStatus(error)).toBe(403);
    expect((error as HttpError).app).toBe('Maintenance');
  });

  it('checks applications only: a sub-application named like an application opens nothing', () => {
    const holder = user({ _: { MenuID: 0, SubApps: { Maintenance: true } }, ECR: { MenuID: 3, SubApps: { ECR_Admin: true } } });
    expect(errorStatus(thrown(() => runGuards(['auth', 'appAccess'], context({ user: holder, app: 'Maintenance' }))))).toBe(403);
    expect(errorStatus(thrown(() => runGuards(['auth', 'appAccess'], context({ user: holder, app: 'ECR_Admin' }))))).toBe(403);
    expect(runGuards(['auth', 'appAccess'], context({ user: holder, app: 'ecr' }))).toBeNull();
  });

  it("checks a row's sub-application with subAppAccess", () => {
    const holder = user({ ECR: { MenuID: 3, SubApps: { ECR_Admin: true } } });
    const plain = user({ ECR: { MenuID: 3, SubApps: null } });
    const guards = ['auth', 'appAccess', 'subAppAccess'];
    expect(runGuards(guards, context({ user: holder, subApp: 'ECR_Admin' }))).toBeNull();
    const error = thrown(() => runGuards(guards, context({ user: plain, subApp: 'ECR_Admin' })));
    expect(errorStatus(error)).toBe(403);
    expect((error as HttpError).app).toBe('ECR');
    expect(errorStatus(thrown(() => runGuards(guards, context({ user: holder }))))).toBe(500);
  });

  it('needs Apps_Security for admin routes', () => {
    expect(errorStatus(thrown(() => runGuards(['admin'], context({ app: 'Admin' }))))).toBe(403);
    const admin = user({ Admin: { MenuID: 1, SubApps: { Apps_Security: true } } });
    expect(runGuards(['auth', 'admin'], context({ user: admin, app: 'Admin' }))).toBeNull();
  });

  it('hides development-only routes elsewhere with an empty 404 (the unmatched-route page)', () => {
    const response = runGuards(['devOnly'], context());
    expect(response?.status).toBe(404);
    expect(response?.body).toBeNull();
    expect(runGuards(['devOnly'], context({ config: { isDevelopment: true } }))).toBeNull();
  });

  it("answers an unknown guard name with 500 'Unknown middleware'", () => {
    const error = thrown(() => runGuards(['auth', 'nope'], context()));
    expect(errorStatus(error)).toBe(500);
    expect((error as Error).message).toBe('Unknown middleware');
    expect(errorStatus(thrown(() => runGuards(['toString'], context())))).toBe(500);
  });
});

describe('errorStatus', () => {
  it('takes an HTTP status from the error, else 500', () => {
    expect(errorStatus(new HttpError(404, 'x'))).toBe(404);
    expect(errorStatus({ status: 502 })).toBe(502);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});

describe('withErrorStatus', () => {
  it("gives the error page's response the status it chose, body intact", async () => {
    const { withErrorStatus } = await import('@/lib/http/errors');
    const response = await withErrorStatus(() => 404, new Response('<h1>404 Not Found</h1>', { status: 500 }));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>404 Not Found</h1>');
  });

  it('leaves other responses alone', async () => {
    const { withErrorStatus } = await import('@/lib/http/errors');
    const ok = new Response('fine');
    expect(await withErrorStatus(() => 404, ok)).toBe(ok);
    expect((await withErrorStatus(() => undefined, new Response('x', { status: 500 }))).status).toBe(500);
  });
});
