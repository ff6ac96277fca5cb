import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CLIENT_ID } from '@/lib/devices/server/device-grants';
import { normalizeUserCode } from '@/lib/devices/schemas';
import { startIdpServer, type IdpServer } from './helpers/idp-server';
import { readForm, type BrowserResponse, type TestBrowser } from './helpers/test-browser';

const MARIA = { email: 'slmnguyen@example.com', password: 'demo' };
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** Every way of writing the provider's device page (and its resume step) a browser, proxy or router accepts. */
const SPELLINGS = [
  '/idp/device',
  '/idp/device/',
  '/idp/Device',
  '/idp/DEVICE/',
  '/idp/%64evice',
  '/idp/%44EVICE/',
  '/idp/%2564evice',
  '/idp//device',
  '/idp/device//',
  '/IDP/device',
  '/idp/dEvIcE/some-interaction-uid',
];

/**
 * The provider's own device page (a user-code form that pairs a device as whoever signs in) is never
 * reachable: every spelling of its address leads to the administrators' approval screen, and a device
 * credential comes only from that approval. Through the real provider, on PGlite and PostgreSQL.
 */
function defineDevicePageSuite(serverUrl: string | undefined): void {
  let s: IdpServer;
  let maria: TestBrowser;

  beforeAll(async () => {
    s = await startIdpServer(serverUrl);
    maria = (await s.flow.signedIn(MARIA)).browser;
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  async function asDevice(endpoint: string, fields: Record<string, string>) {
    const basic = Buffer.from(`${DEVICE_CLIENT_ID}:${s.secrets.clientSecret}`).toString('base64');
    const res = await fetch(`${s.config.auth.issuer}${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  }
  const startDevice = () => asDevice('/device/auth', { scope: `openid offline_access ${s.config.auth.apiScope}`, prompt: 'consent' });
  const poll = (deviceCode: string) => asDevice('/token', { grant_type: DEVICE_GRANT, device_code: deviceCode });

  /**
   * What the probe did: open the page by a spelling, type the code in the provider's form, and answer
   * each of its forms (the code, then 'Continue') at the same spelling, following every redirect.
   */
  async function confirmAtProvider(spelling: string, userCode: string): Promise<BrowserResponse> {
    const address = `${s.config.publicUrl}${spelling}`;
    let page = await maria.get(address);
    for (let step = 0; step < 3 && page.status === 200 && page.body.includes('<form'); step += 1) {
      const { fields } = readForm(page.body, page.url);
      const posted = await maria.postForm(address, { ...fields, user_code: userCode, confirm: 'yes' });
      page = (await maria.follow(posted, 'never:')).last;
    }
    return page;
  }

  it('sends every spelling of the device page, with or without a code, to the approval screen', async () => {
    const approval = `${s.config.publicUrl}/devices`;
    for (const spelling of SPELLINGS) {
      const plain = await maria.get(`${s.config.publicUrl}${spelling}`);
      expect([spelling, plain.status, plain.location]).toEqual([spelling, 303, approval]);
      const coded = await maria.get(`${s.config.publicUrl}${spelling}?x=1&user_code=BCDF-GHJK`);
      expect([spelling, coded.status, coded.location]).toEqual([spelling, 303, `${approval}?code=BCDF-GHJK`]);
      const posted = await maria.postForm(`${s.config.publicUrl}${spelling}`, { user_code: 'BCDF-GHJK' });
      expect([spelling, posted.status, posted.location]).toEqual([spelling, 303, approval]);
    }
  });

  it('lets no signed-in employee pair a device as herself by any spelling: the device is still waiting', async () => {
    const start = await startDevice();
    expect(start.status).toBe(200);
    const userCode = start.body['user_code'] ?? '';
    for (const spelling of SPELLINGS) {
      await confirmAtProvider(spelling, userCode);
      const waiting = await poll(start.body['device_code'] ?? '');
      expect([spelling, waiting.body['error']]).toEqual([spelling, 'authorization_pending']);
    }
    // The device authorization endpoint itself is the provider's still: a board's server gets its code there.
    expect((await asDevice('/Device/Auth/', { scope: 'openid' })).status).toBe(200);
  });

  it('issues no device credential for a code confirmed as a person, however it was confirmed', async () => {
    const start = await startDevice();
    // What the provider's own confirmation would do: the code names Maria and a grant of hers.
    const code = await s.idp.provider.DeviceCode.findByUserCode(normalizeUserCode(start.body['user_code'] ?? ''));
    expect(code).toBeTruthy();
    const grant = new s.idp.provider.Grant({ accountId: '2001', clientId: DEVICE_CLIENT_ID });
    grant.addOIDCScope('openid offline_access');
    grant.addResourceScope(s.config.auth.apiAudience, s.config.auth.apiScope);
    Object.assign(code ?? {}, { accountId: '2001', grantId: await grant.save(), authTime: Math.floor(Date.now() / 1000) });
    await code?.save();
    const answer = await poll(start.body['device_code'] ?? '');
    expect(answer.status).toBe(400);
    expect(answer.body['error']).toBe('invalid_grant');
    expect(answer.body['access_token']).toBeUndefined();
  });
}

describe('the provider device page (PGlite)', () => defineDevicePageSuite(undefined));

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('the provider device page on PostgreSQL', () => defineDevicePageSuite(postgresUrl));
