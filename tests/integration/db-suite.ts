import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_API_SCOPE } from '@/lib/config/config';
import { createApi, createHrPhotos, createJwtVerifier } from '@/lib/server/api/index';
import { authenticateEmployee, findEmployeeByEmail, findEmployeeById } from '@/lib/server/db/accounts';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { notifications } from '@/lib/server/db/schema/notifications';
import { subAppGrants } from '@/lib/server/db/schema/access';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { MENU_ITEMS } from '@/lib/server/db/seed-data';
import { defineLiveNotificationTests } from './notifications-live';
import { scratchDatabase } from './helpers/api-harness';

const ISSUER = 'https://idp.test/idp';
const JORDAN = 'shjcarter@example.com'; // administrator, every application
const MARIA = 'slmnguyen@example.com';
const TOM = 'bgtwilson@example.com';
const RIYA = 'mfrpatel@example.com';
const SAM = 'shnoaccess@example.com';

interface Notification {
  id: number;
  username: string;
  date: string;
  unread: boolean;
  description: string;
  action: string;
  message: { key: string; values: object } | null;
}

/**
 * The database and API suite, against PGlite (`serverUrl` undefined) or a PostgreSQL server
 * (`serverUrl` = a database there to connect to while creating a fresh one for the run).
 * The test signs its own RS256 access tokens, standing in for the identity provider's token endpoint.
 */
export function defineDatabaseSuite(serverUrl: string | undefined): void {
  let dataDir: string;
  let database: AppDatabase;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let signingKey: CryptoKey;
  let otherKey: CryptoKey;
  let publicJwk: JWK;
  let api: ReturnType<typeof createApi>;
  let photos: ReturnType<typeof createHrPhotos>;
  let verifyAccessToken: ReturnType<typeof createJwtVerifier>;

  function buildApps(): void {
    verifyAccessToken = createJwtVerifier({
      issuer: ISSUER,
      audience: EMBEDDED_API_AUDIENCE,
      requiredScope: EMBEDDED_API_SCOPE,
      jwks: createLocalJWKSet({ keys: [publicJwk] }),
    });
    api = createApi({ db: database.db, verifyAccessToken });
    photos = createHrPhotos({ db: database.db });
  }

  interface TokenOptions {
    claims?: Record<string, unknown>;
    audience?: string;
    expiresIn?: string | number;
    key?: CryptoKey;
  }

  async function token(username: string, options: TokenOptions = {}): Promise<string> {
    const employee = await findEmployeeByEmail(database.db, username);
    return new SignJWT({
      unique_name: username,
      name: employee ? `${employee.firstName} ${employee.lastName}` : username,
      scope: `openid ${EMBEDDED_API_SCOPE}`,
      ...options.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(options.audience ?? EMBEDDED_API_AUDIENCE)
      .setSubject(String(employee?.empId ?? username))
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '30m')
      .sign(options.key ?? signingKey);
  }

  async function call(
    method: string,
    url: string,
    as: string | null,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the body in any shape
  ): Promise<{ status: number; json: any; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (as !== null) headers['authorization'] = as.startsWith('ey') || as.includes(' ') ? bearerOrRaw(as) : `Bearer ${await token(as)}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await api.request(url, init);
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  }

  function bearerOrRaw(value: string): string {
    return value.includes(' ') ? value : `Bearer ${value}`;
  }

  async function notificationRows() {
    return database.db.select().from(notifications).orderBy(notifications.id);
  }

  function listUrl(filter: string, orderby = 'date desc'): string {
    return `/v1/Notifications?$filter=${encodeURIComponent(filter)}&$orderby=${encodeURIComponent(orderby)}`;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'apps-db-'));
    if (serverUrl) {
      const scratch = await scratchDatabase(serverUrl);
      databaseUrl = scratch.url;
      dropDatabase = () => scratch.drop();
    }
    database = await openDatabase({ dataDir, databaseUrl });
    expect(await seedIfEmpty(database.db)).toBe(true);
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    otherKey = (await generateKeyPair('RS256')).privateKey;
    buildApps();
  });

  afterAll(async () => {
    await database?.close();
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('accounts for the identity provider', () => {
    it('finds employees by e-mail in any case and by id', async () => {
      expect(await findEmployeeByEmail(database.db, ' SLMNguyen@Example.com ')).toEqual({
        empId: 2001,
        firstName: 'Maria',
        lastName: 'Nguyen',
        companyEmail: MARIA,
        plantId: 'SPIRITLA',
      });
      expect((await findEmployeeById(database.db, 4001))?.plantId).toBeNull();
      expect(await findEmployeeByEmail(database.db, 'nobody@example.com')).toBeNull();
      expect(await findEmployeeById(database.db, 99999)).toBeNull();
    });

    it('authenticates the demo accounts with password demo and nothing else', async () => {
      expect((await authenticateEmployee(database.db, 'SHJCARTER@example.com', 'demo'))?.empId).toBe(1001);
      expect(await authenticateEmployee(database.db, JORDAN, 'Demo')).toBeNull();
      expect(await authenticateEmployee(database.db, 'nobody@example.com', 'demo')).toBeNull();
    });
  });

  describe('bearer tokens', () => {
    it('answers 401 with WWW-Authenticate for a missing, expired, foreign, forged or scope-less token', async () => {
      const cases: [string, string | null][] = [
        ['missing', null],
        ['not bearer', 'Basic c2hqY2FydGVyOmRlbW8='],
        ['garbage', 'Bearer not-a-jwt'],
        ['expired', await token(JORDAN, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
        ['wrong audience', await token(JORDAN, { audience: 'api://other' })],
        ['wrong signature', await token(JORDAN, { key: otherKey })],
        ['missing scope', await token(JORDAN, { claims: { scope: 'openid profile' } })],
        [
          'wrong issuer',
          await new SignJWT({ unique_name: JORDAN, scope: EMBEDDED_API_SCOPE })
            .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
            .setIssuer('https://evil.test')
            .setAudience(EMBEDDED_API_AUDIENCE)
            .setSubject('1001')
            .setExpirationTime('5m')
            .sign(signingKey),
        ],
        ['no user', await token(JORDAN, { claims: { unique_name: undefined } })],
      ];
      for (const [label, auth] of cases) {
        const headers: Record<string, string> = auth === null ? {} : { authorization: bearerOrRaw(auth) };
        const res = await api.request('/v1/Plant', { headers });
        expect(res.status, label).toBe(401);
        expect(res.headers.get('www-authenticate'), label).toMatch(/^Bearer error="invalid_token"/);
        const body = (await res.json()) as { error: { name: string; message: string } };
        expect(Object.keys(body), label).toEqual(['error']);
        expect(body.error.name, label).toBe('AuthenticationError');
        expect(body.error.message, label).not.toMatch(/\n\s+at /);
      }
    });

    it('accepts a Microsoft Entra style token: the short scope in scp and the user in upn', async () => {
      const entra = await token(MARIA, {
        claims: { unique_name: undefined, scope: undefined, scp: 'Apps.Write', upn: 'SLMNguyen@example.com' },
      });
      const { status, json } = await call('GET', '/v1/Employee/ByCompanyEmailAddress?companyEmailAddress=slmnguyen@example.com', entra);
      expect(status).toBe(200);
      expect(json.empID).toBe(2001);
    });

    it('serves the OpenAPI 3.1 document without a token, with the bearer scheme and every call', async () => {
      const { status, json } = await call('GET', '/v1/openapi.json', null);
      expect(status).toBe(200);
      expect(json.openapi).toBe('3.1.0');
      expect(json.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(Object.keys(json.paths)).toEqual(
        expect.arrayContaining([
          '/v1/Apps/MenuItems',
          '/v1/Plant',
          '/v1/Employee/ByCompanyEmailAddress',
          '/v1/Employee/GUID/{empID}',
          '/v1/Security/AppAccessByEmployee',
          '/v1/Security/IsAuthorizedSubApp',
          '/v1/Notifications',
          '/v1/Notifications/MarkAll/{username}',
        ]),
      );
    });

    it('answers an unknown call with a JSON 404', async () => {
      const { status, json } = await call('GET', '/v1/Nope', SAM);
      expect(status).toBe(404);
      expect(json.error.name).toBe('NotFoundError');
    });
  });

  describe('directory', () => {
    it('GET /v1/Apps/MenuItems lists every top-level application but the shell routes, plus Administration', async () => {
      const { status, json } = await call('GET', '/v1/Apps/MenuItems', SAM);
      expect(status).toBe(200);
      expect(json).toHaveLength(MENU_ITEMS.length);
      const links = (json as { link: string }[]).map((item) => item.link);
      expect(links).toContain('/Admin/applications');
      expect(links).not.toContain('/login');
      expect(links).not.toContain('/dev');
      expect(links).not.toContain('/itticket');
      const maintenance = (json as { link: string }[]).find((item) => item.link === '/Maintenance');
      expect(maintenance).toEqual({ link: '/Maintenance', title: 'Maintenance', icon: expect.stringMatching(/^mdi-/) });
    });

    it('GET /v1/Plant lists the four plants', async () => {
      const { status, json } = await call('GET', '/v1/Plant', SAM);
      expect(status).toBe(200);
      expect(json).toEqual(
        expect.arrayContaining([
          { plantID: 'MfgSys', plantName: 'Sheldon' },
          { plantID: 'SPIRITLA', plantName: 'Spirit Lake' },
          { plantID: 'BGOHIO', plantName: 'Bowling Green' },
          { plantID: 'REBUILD', plantName: 'Metal Finishing' },
        ]),
      );
      expect(json).toHaveLength(4);
    });

    it('GET /v1/Employee/ByCompanyEmailAddress finds any employee, ignoring case', async () => {
      const maria = await call('GET', '/v1/Employee/ByCompanyEmailAddress?companyEmailAddress=SLMNguyen%40example.com', SAM);
      expect(maria).toMatchObject({ status: 200, json: { empID: 2001, firstName: 'Maria', lastName: 'Nguyen', plant: 'SPIRITLA' } });
      const riya = await call('GET', `/v1/Employee/ByCompanyEmailAddress?companyEmailAddress=${RIYA}`, RIYA);
      expect(riya.json).toEqual({ empID: 4001, firstName: 'Riya', lastName: 'Patel', plant: null });
      expect((await call('GET', '/v1/Employee/ByCompanyEmailAddress?companyEmailAddress=nobody@example.com', SAM)).status).toBe(404);
      const bad = await call('GET', '/v1/Employee/ByCompanyEmailAddress?companyEmailAddress=not-an-email', SAM);
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toMatch(/companyEmailAddress/);
      expect((await call('GET', '/v1/Employee/ByCompanyEmailAddress', SAM)).status).toBe(400);
    });

    it('GET /v1/Employee/GUID/{empID} gives the photo GUID; /hr/photos serves a portrait of every employee (initials on grey without a photo), 404 for an unknown GUID', async () => {
      const jordan = await call('GET', '/v1/Employee/GUID/1001', SAM);
      expect(jordan.status).toBe(200);
      expect(jordan.json).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const photo = await photos.request(`/hr/photos/${jordan.json}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(photo.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await photo.text()).toContain('>JC</text>');
      const maria = await call('GET', '/v1/Employee/GUID/2001', SAM);
      const initials = await photos.request(`/hr/photos/${maria.json}`);
      expect(initials.status).toBe(200);
      const svg = await initials.text();
      expect(svg).toContain('>MN</text>');
      expect(svg).toContain('fill="#64748b"');
      expect((await photos.request('/hr/photos/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await photos.request('/hr/photos/not-a-guid')).status).toBe(404);
      expect((await call('GET', '/v1/Employee/GUID/99999', SAM)).status).toBe(404);
      expect((await call('GET', '/v1/Employee/GUID/abc', SAM)).status).toBe(400);
    });
  });

  describe('security', () => {
    it('GET /v1/Security/AppAccessByEmployee: every application and Apps_Security for Jordan Carter', async () => {
      const { status, json } = await call('GET', '/v1/Security/AppAccessByEmployee?empID=1001', JORDAN);
      expect(status).toBe(200);
      expect(Object.keys(json)).toHaveLength(MENU_ITEMS.length);
      expect(json.Admin).toEqual({ MenuID: MENU_ITEMS.length, SubApps: { Apps_Security: true } });
      expect(json.Maintenance).toEqual({ MenuID: expect.any(Number), SubApps: null });
    });

    it('unites own and group grants: about twenty for Maria, forty-three for Tom, a few for Riya, the suggestion box alone for Sam', async () => {
      const maria = (await call('GET', '/v1/Security/AppAccessByEmployee?empID=2001', MARIA)).json;
      expect(Object.keys(maria)).toHaveLength(20);
      expect(maria).toHaveProperty('SuggestionBox'); // every employee's
      expect(maria).toHaveProperty('LaborMod'); // through 'Spirit Lake Shop Floor'
      expect(maria).toHaveProperty('Maintenance'); // her own grant
      expect(maria).not.toHaveProperty('Admin');
      const tom = (await call('GET', '/v1/Security/AppAccessByEmployee?empID=3001', TOM)).json;
      expect(Object.keys(tom)).toHaveLength(43);
      expect(tom.Maintenance.SubApps).toEqual({ Maintenance_Manager: true });
      expect(tom.LaborMod.SubApps).toEqual({ LaborMod_Approval: true });
      const riya = (await call('GET', '/v1/Security/AppAccessByEmployee?empID=4001', RIYA)).json;
      expect(Object.keys(riya).length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(riya).length).toBeLessThanOrEqual(8);
      expect(Object.keys((await call('GET', '/v1/Security/AppAccessByEmployee?empID=1002', SAM)).json)).toEqual(['SuggestionBox']);
    });

    it("refuses another employee's access with 403 unless the caller is an administrator", async () => {
      const denied = await call('GET', '/v1/Security/AppAccessByEmployee?empID=1001', MARIA);
      expect(denied.status).toBe(403);
      expect(denied.json.error.name).toBe('NotAllowedError');
      expect((await call('GET', '/v1/Security/IsAuthorizedSubApp?subappID=Apps_Security&empID=1001', MARIA)).status).toBe(403);
      expect((await call('GET', '/v1/Security/AppAccessByEmployee?empID=2001', JORDAN)).status).toBe(200);
      expect((await call('GET', '/v1/Security/AppAccessByEmployee?empID=99999', JORDAN)).status).toBe(404);
    });

    it('GET /v1/Security/IsAuthorizedSubApp answers true only to holders', async () => {
      expect((await call('GET', '/v1/Security/IsAuthorizedSubApp?subappID=Apps_Security&empID=1001', JORDAN)).json).toBe(true);
      expect((await call('GET', '/v1/Security/IsAuthorizedSubApp?subappID=Apps_Security&empID=2001', MARIA)).json).toBe(false);
      expect((await call('GET', '/v1/Security/IsAuthorizedSubApp?subappID=LaborMod_Approval&empID=3001', TOM)).json).toBe(true);
    });

    it('rejects a bad empID or subappID with 400', async () => {
      for (const query of ['empID=abc', 'empID=', 'empID=1.5', 'empID=-1', 'empID=12345678901', '']) {
        const res = await call('GET', `/v1/Security/AppAccessByEmployee?${query}`, JORDAN);
        expect(res.status, query).toBe(400);
        expect(res.json.error.name, query).toBe('InputError');
      }
      expect((await call('GET', '/v1/Security/IsAuthorizedSubApp?subappID=a%20b&empID=1001', JORDAN)).status).toBe(400);
    });
  });

  describe('notifications', () => {
    it('lists unread and read notifications of the caller, newest first', async () => {
      const unread = await call('GET', listUrl(`unread eq true and username eq '${JORDAN}'`), JORDAN);
      expect(unread.status).toBe(200);
      const items = unread.json as Notification[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).toEqual({
          id: expect.any(Number),
          username: JORDAN,
          date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          unread: true,
          description: expect.any(String),
          action: expect.stringMatching(/^\//),
          // Added to the contract: a message to say in the reader's language, or null for a text given as is.
          message: item.message === null ? null : { key: expect.any(String), values: expect.any(Object) },
        });
      }
      const dates = items.map((item) => Date.parse(item.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const read = (await call('GET', listUrl(`username eq '${JORDAN}' and unread eq false`), JORDAN)).json as Notification[];
      expect(read.length).toBeGreaterThan(0);
      expect(read.every((item) => !item.unread)).toBe(true);
      const ascending = (await call('GET', listUrl(`username eq '${JORDAN}'`, 'date asc'), JORDAN)).json as Notification[];
      expect(ascending).toHaveLength(items.length + read.length);
      expect(Date.parse(ascending[0]!.date)).toBeLessThanOrEqual(Date.parse(ascending.at(-1)!.date));
      const own = (await call('GET', '/v1/Notifications', MARIA)).json as Notification[];
      expect(own.every((item) => item.username === MARIA)).toBe(true);
    });

    it('rejects any other $filter or $orderby with 400 naming what is not supported', async () => {
      const bad: [string, string, RegExp][] = [
        ['unread eq maybe', 'date desc', /unread/],
        ['unread ne true', 'date desc', /operator 'ne'/],
        ["description eq 'x'", 'date desc', /field 'description'/],
        [`unread eq true or username eq '${JORDAN}'`, 'date desc', /'and' only/],
        ['unread eq true and unread eq false', 'date desc', /twice/],
        [`username eq ${JORDAN}`, 'date desc', /quoted/],
        ["username eq 'not an email'", 'date desc', /e-mail/],
        ['unread eq true', 'id desc', /\$orderby/],
      ];
      for (const [filter, orderby, message] of bad) {
        const res = await call('GET', listUrl(filter, orderby), JORDAN);
        expect(res.status, filter).toBe(400);
        expect(res.json.error.message, filter).toMatch(message);
      }
      expect((await call('GET', '/v1/Notifications?$skip=1', JORDAN)).status).toBe(400);
      expect((await call('GET', '/v1/Notifications?$top=0', JORDAN)).status).toBe(400);
      expect((await call('GET', '/v1/Notifications?$top=2', JORDAN)).json).toHaveLength(2);
    });

    it("refuses another user's notifications with 403 and changes nothing, except for an administrator", async () => {
      const before = await notificationRows();
      expect((await call('GET', listUrl(`unread eq true and username eq '${JORDAN}'`), MARIA)).status).toBe(403);
      const jordans = before.find((row) => row.username === JORDAN && row.unread)!;
      const patch = await call('PATCH', '/v1/Notifications', MARIA, { id: jordans.id, unread: false });
      expect(patch.status).toBe(403);
      expect((await call('POST', `/v1/Notifications/MarkAll/${JORDAN}`, MARIA)).status).toBe(403);
      expect(await notificationRows()).toEqual(before);
      const asAdmin = await call('GET', listUrl(`unread eq true and username eq '${MARIA}'`), JORDAN);
      expect(asAdmin.status).toBe(200);
      expect((asAdmin.json as Notification[]).every((item) => item.username === MARIA)).toBe(true);
    });

    it('PATCH /v1/Notifications marks one read and answers the updated notification', async () => {
      const [first] = (await call('GET', listUrl(`unread eq true and username eq '${RIYA}'`), RIYA)).json as Notification[];
      const res = await call('PATCH', '/v1/Notifications', RIYA, { ...first, unread: false });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ...first, unread: false });
      const unread = (await call('GET', listUrl(`unread eq true and username eq '${RIYA}'`), RIYA)).json as Notification[];
      expect(unread.map((item) => item.id)).not.toContain(first!.id);
      expect((await call('PATCH', '/v1/Notifications', RIYA, { id: 999999, unread: false })).status).toBe(404);
    });

    it('rejects a bad PATCH body with 400 and writes nothing', async () => {
      const before = await notificationRows();
      const target = before.find((row) => row.username === RIYA && row.unread)!;
      for (const body of [{ id: target.id, unread: 'no' }, { unread: false }, { id: 'x', unread: false }, '{not json', '[]']) {
        const res = await call('PATCH', '/v1/Notifications', RIYA, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error.name, JSON.stringify(body)).toBe('InputError');
      }
      expect(await notificationRows()).toEqual(before);
    });

    it('POST /v1/Notifications/MarkAll/{username} marks all read and answers how many', async () => {
      const unread = (await call('GET', listUrl(`unread eq true and username eq '${TOM}'`), TOM)).json as Notification[];
      expect(unread.length).toBeGreaterThan(0);
      const res = await call('POST', `/v1/Notifications/MarkAll/${encodeURIComponent(TOM)}`, TOM);
      expect(res).toMatchObject({ status: 200, json: { updated: unread.length } });
      expect((await call('GET', listUrl(`unread eq true and username eq '${TOM}'`), TOM)).json).toEqual([]);
      expect((await call('POST', `/v1/Notifications/MarkAll/${TOM}`, TOM)).json).toEqual({ updated: 0 });
      expect((await call('POST', '/v1/Notifications/MarkAll/not-an-email', TOM)).status).toBe(400);
    });

    it('POST /v1/Notifications creates an unread notification for an employee, validated', async () => {
      // Tom stands for another application's account: it holds the right to notify others.
      await database.db.insert(subAppGrants).values({ subAppId: 'Apps_Notify', empId: 3001 });
      const before = await notificationRows();
      const invalid = [
        { username: 'nobody@example.com', description: 'Hello', action: '/Maintenance/1' },
        { username: SAM, description: '', action: '/Maintenance/1' },
        { username: SAM, description: 'x'.repeat(501), action: '/Maintenance/1' },
        { username: SAM, description: 'Hello', action: 'https://evil.test/' },
        { username: SAM, description: 'Hello', action: '//evil.test/' },
        // An action is a page of the route table, after decoding.
        { username: SAM, description: 'Hello', action: '/%09/evil.test' },
        { username: SAM, description: 'Hello', action: '/idp/session/end?client_id=apps-portal' },
        { username: SAM, description: 'Hello', action: '/login?callbackUrl=%2F%09%2Fevil.test' },
        { username: SAM, description: 'Hello', action: '/%6Cogin' },
        { username: SAM, description: 'Hello', action: '/api/auth/signout' },
        { username: SAM, description: 'Hello', action: '/no-such-page' },
        { username: SAM, description: 'Hello' },
      ];
      for (const body of invalid) {
        expect((await call('POST', '/v1/Notifications', TOM, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(await notificationRows()).toEqual(before);
      const created = await call('POST', '/v1/Notifications', TOM, {
        username: 'SHNoAccess@example.com',
        description: 'PM job 7 is due',
        action: '/Maintenance/PM/7',
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ username: SAM, unread: true, description: 'PM job 7 is due', action: '/Maintenance/PM/7' });
      const [newest] = (await call('GET', listUrl(`unread eq true and username eq '${SAM}'`), SAM)).json as Notification[];
      expect(newest?.id).toBe(created.json.id);
    });

    it("lets an administrator mark another user's notifications read, one or all", async () => {
      const [first, ...rest] = (await call('GET', listUrl(`unread eq true and username eq '${MARIA}'`), JORDAN)).json as Notification[];
      expect(first).toBeDefined();
      const patched = await call('PATCH', '/v1/Notifications', JORDAN, { ...first, unread: false });
      expect(patched).toMatchObject({ status: 200, json: { id: first!.id, username: MARIA, unread: false } });
      const all = await call('POST', `/v1/Notifications/MarkAll/${MARIA}`, JORDAN);
      expect(all).toMatchObject({ status: 200, json: { updated: rest.length } });
      expect((await call('GET', listUrl(`unread eq true and username eq '${MARIA}'`), MARIA)).json).toEqual([]);
    });

    it('lets anyone notify themselves, trimmed, and stores the page as the route table writes it', async () => {
      const created = await call('POST', '/v1/Notifications', SAM, {
        username: SAM,
        description: '  Shipment 12 left  ',
        action: '/%73hippingdash/pickList/',
      });
      expect(created).toMatchObject({
        status: 201,
        json: { username: SAM, description: 'Shipment 12 left', unread: true, action: '/shippingdash/pickList' },
      });
      expect((await call('POST', '/v1/Notifications', null, { username: SAM, description: 'x', action: '/' })).status).toBe(401);
      expect((await call('POST', '/v1/Notifications', SAM, { username: SAM, description: 'x'.repeat(500), action: '/' })).status).toBe(201);
      expect((await call('POST', '/v1/Notifications', SAM, { username: SAM, description: '   ', action: '/' })).status).toBe(400);
    });

    it('lets only Apps_Notify or an administrator notify someone else', async () => {
      const before = await notificationRows();
      const body = { username: MARIA, description: 'Your session expired, sign in again', action: '/' };
      expect((await call('POST', '/v1/Notifications', SAM, body)).status).toBe(403);
      expect((await call('POST', '/v1/Notifications', MARIA, { ...body, username: SAM })).status).toBe(403);
      expect(await notificationRows()).toEqual(before);
      expect((await call('POST', '/v1/Notifications', TOM, body)).status).toBe(201);
      expect((await call('POST', '/v1/Notifications', JORDAN, body)).status).toBe(201);
    });
  });

  defineLiveNotificationTests(
    {
      database: () => database,
      onPostgres: serverUrl !== undefined,
      databaseUrl: () => databaseUrl,
      verifyAccessToken: () => verifyAccessToken,
      token: (username, options) => token(username, options),
    },
    { own: RIYA, other: SAM },
  );

  describe('restart', () => {
    it('keeps the data when the same database is opened again, and does not seed twice', async () => {
      const before = await notificationRows();
      await database.close();
      database = await openDatabase({ dataDir, databaseUrl });
      buildApps();
      expect(await seedIfEmpty(database.db)).toBe(false);
      expect(await notificationRows()).toEqual(before);
      expect((await call('GET', listUrl(`unread eq true and username eq '${TOM}'`), TOM)).json).toEqual([]);
    });
  });
}
