import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdpServer, type IdpServer } from './helpers/idp-server';
import { newAuthRequest } from './helpers/oidc-flow';
import { readForm, TestBrowser } from './helpers/test-browser';

const MARIA = 'slmnguyen@example.com';
const JORDAN = 'shjcarter@example.com';
const TOM = 'bgtwilson@example.com';

/**
 * The sign-in limits of the embedded provider through its real sign-in form (README, "Sign-in limit"),
 * on PGlite and PostgreSQL. The provider believes X-Forwarded-For from 127.0.0.1 here (TRUST_PROXY), so
 * each request says which address it comes from, as behind the plants' reverse proxy.
 */
function defineSignInLimitSuite(serverUrl: string | undefined): void {
  let s: IdpServer;

  beforeAll(async () => {
    s = await startIdpServer(serverUrl, { TRUST_PROXY: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  /** A browser at a fresh sign-in page, and where its form posts. */
  async function signInPage(): Promise<{ browser: TestBrowser; action: string }> {
    const browser = new TestBrowser();
    const { last } = await browser.follow(await browser.get(s.flow.authorizeUrl(newAuthRequest())), 'http://never/');
    return { browser, action: readForm(last.body, last.url).action };
  }

  /** One password typed for `email` from `address`: 302/303 signed in, 401 wrong, 429 wait. */
  async function attempt(email: string, password: string, address: string, page?: { browser: TestBrowser; action: string }) {
    const { browser, action } = page ?? (await signInPage());
    const answer = await browser.postForm(action, { email, password }, { 'x-forwarded-for': address });
    return answer.status === 303 || answer.status === 302 ? 'signed in' : answer.status;
  }

  it('checks only 5 of 50 simultaneous wrong passwords for one account (the race past the limit)', async () => {
    const page = await signInPage();
    const answers = await Promise.all(Array.from({ length: 50 }, () => attempt(MARIA, 'guess', '203.0.113.7', page)));
    expect(answers.filter((a) => a === 401)).toHaveLength(5);
    expect(answers.filter((a) => a === 429)).toHaveLength(45);
  }, 120_000);

  it("still accepts the real user's right password from another address at once, but not from the attacker's", async () => {
    expect(await attempt(MARIA, 'demo', '203.0.113.7')).toBe(429);
    expect(await attempt(MARIA, 'demo', '198.51.100.20')).toBe('signed in');
  });

  it('lets other accounts behind one address sign in after 50 failures from it (a plant behind one NAT)', async () => {
    const plant = '192.0.2.50';
    const page = await signInPage();
    for (let i = 0; i < 50; i += 1) expect(await attempt(`nobody${i}@example.com`, 'guess', plant, page)).toBe(401);
    expect(await attempt(JORDAN, 'demo', plant)).toBe('signed in');
    expect(await attempt(TOM, 'demo', plant)).toBe('signed in');
  }, 120_000);

  it('slows an address spraying past 100 accounts only for accounts new to it, never its regular users', async () => {
    const plant = '192.0.2.60';
    expect(await attempt(JORDAN, 'demo', plant)).toBe('signed in');
    const page = await signInPage();
    const sprayed = await Promise.all(Array.from({ length: 120 }, (_, i) => attempt(`spray${i}@example.com`, 'guess', plant, page)));
    expect(sprayed.filter((a) => a === 401)).toHaveLength(100);
    expect(await attempt(TOM, 'demo', plant)).toBe(429);
    // Jordan signed in from here before: the address is familiar to his account, and he is let in.
    expect(await attempt(JORDAN, 'demo', plant)).toBe('signed in');
  }, 120_000);

  it('slows guessing spread over many addresses to one try a minute, but not at the real user’s familiar address', async () => {
    const home = '198.51.100.30';
    expect(await attempt(TOM, 'demo', home)).toBe('signed in');
    const page = await signInPage();
    const spread = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(TOM, 'guess', `203.0.113.${100 + i}`, page)));
    expect(spread.filter((a) => a === 401)).toHaveLength(20);
    expect(spread.filter((a) => a === 429)).toHaveLength(10);
    expect(await attempt(TOM, 'demo', '203.0.113.200')).toBe(429);
    expect(await attempt(TOM, 'demo', home)).toBe('signed in');
  }, 120_000);
}

describe('sign-in limits (PGlite)', () => defineSignInLimitSuite(undefined));

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('sign-in limits on PostgreSQL', () => defineSignInLimitSuite(postgresUrl));
