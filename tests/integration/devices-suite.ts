import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@/lib/server/main';
import { ensureSecrets } from '@/lib/server/secrets';
import { DEVICE_CLIENT_ID } from '@/lib/devices/server/device-grants';
import { scratchDatabase } from './helpers/api-harness';
import { createOidcFlow, discover, type OidcFlow } from './helpers/oidc-flow';

const JORDAN = { email: 'shjcarter@example.com', password: 'demo' };
const MARIA = { email: 'slmnguyen@example.com', password: 'demo' };
const SAM = { email: 'shnoaccess@example.com', password: 'demo' };
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

let dataDir: string;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let running: RunningServer;
let flow: OidcFlow;
let secret: string;
let jordan: string;
let maria: string;
let sam: string;

/** A form post to the provider as the device client (the portal's server does this for a board). */
async function asDevice(endpoint: string, fields: Record<string, string>) {
  const basic = Buffer.from(`${DEVICE_CLIENT_ID}:${secret}`).toString('base64');
  const res = await fetch(`${running.config.auth.issuer}${endpoint}`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

async function api(method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${running.url}/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { error?: { code: string; fields?: { field: string }[] } },
  };
}

/** A 1x1 PNG: the smallest real photo. */
const PNG_BYTES = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const PNG = new File([PNG_BYTES], 'press.png', { type: 'image/png' });

/** A start-up blog post as the portal's page sends it: multipart, the picture in `file`. */
async function postBlog(token: string, fields: Record<string, string>, file: File | undefined) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', file);
  const res = await fetch(`${running.url}/v1/Boards/StartupBlog`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { error?: { code: string; fields?: { field: string; code: string }[] } },
  };
}

const startDevice = () => asDevice('/device/auth', { scope: `openid offline_access ${running.config.auth.apiScope}` });

/**
 * Devices (pairing by code, approval, revoke) and the boards' reads and writes (HR, announcements, the
 * start-up blog, playlists, the SPC slide, the day by hour desk) through the real server and identity
 * provider: on PGlite, or on PostgreSQL when `serverUrl` is set (a scratch database, dropped afterwards).
 */
export function defineDevicesSuite(serverUrl: string | undefined): void {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'apps-devices-'));
    scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
    const database = scratch ? { DATABASE_URL: scratch.url } : {};
    running = await startServer({
      env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'test', ...database },
      portalEntry: null,
    });
    secret = (await ensureSecrets(dataDir)).clientSecret;
    flow = createOidcFlow(
      {
        clientId: running.config.auth.clientId,
        clientSecret: secret,
        redirectUri: `${running.url}/api/auth/callback/apps-sso`,
        scope: `openid profile email offline_access ${running.config.auth.apiScope}`,
      },
      await discover(running.config.auth.issuer),
    );
    jordan = (await flow.signedIn(JORDAN)).tokens['access_token'] ?? '';
    maria = (await flow.signedIn(MARIA)).tokens['access_token'] ?? '';
    sam = (await flow.signedIn(SAM)).tokens['access_token'] ?? '';
    // Seeding every feature's demo data and three sign-ins take a while on a loaded 2-core machine.
  }, 180_000);

  afterAll(async () => {
    await running?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('devices: the OAuth 2.0 device authorization grant at the embedded provider', () => {
    it('pairs a board by its code, approved by an administrator for one plant, and revokes it at once', async () => {
      const start = await startDevice();
      expect(start.status).toBe(200);
      expect(start.body['user_code']).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
      // The provider's verification address sends the administrator to the portal's approval screen.
      const verify = await fetch(start.body['verification_uri_complete'] ?? '', { redirect: 'manual' });
      expect(verify.status).toBe(303);
      expect(verify.headers.get('location')).toBe(`${running.url}/devices?code=${encodeURIComponent(start.body['user_code'] ?? '')}`);

      const pending = await asDevice('/token', { grant_type: DEVICE_GRANT, device_code: start.body['device_code'] ?? '' });
      expect(pending.body['error']).toBe('authorization_pending');

      const approval = {
        userCode: (start.body['user_code'] ?? '').toLowerCase(),
        name: 'Spirit Lake weld board',
        plant: 'SPIRITLA',
        use: 'board',
      };
      // Maria is no administrator: refused before anything is read or written.
      expect((await api('POST', '/Devices', maria, approval)).status).toBe(403);
      const approved = await api('POST', '/Devices', jordan, approval, { 'idempotency-key': 'pair-board-0001' });
      expect(approved.status).toBe(201);
      expect(approved.json).toMatchObject({
        name: 'Spirit Lake weld board',
        plant: 'SPIRITLA',
        use: 'board',
        approvedBy: JORDAN.email,
        revokedAt: null,
      });
      // A retried approval answers the first one and makes no second device.
      const again = await api('POST', '/Devices', jordan, approval, { 'idempotency-key': 'pair-board-0001' });
      expect(again.json['id']).toBe(approved.json['id']);

      const tokens = await asDevice('/token', { grant_type: DEVICE_GRANT, device_code: start.body['device_code'] ?? '' });
      expect(tokens.status).toBe(200);
      expect(tokens.body['refresh_token']).toBeTruthy();
      const board = tokens.body['access_token'] ?? '';
      const me = await api('GET', '/Devices/Me', board, undefined, { 'x-device-version': '0.1.0 (test)' });
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ id: approved.json['id'], plant: 'SPIRITLA', use: 'board', version: '0.1.0 (test)' });
      expect(me.json['lastSeenAt']).not.toBeNull();

      // The device's credential does its one job: no person's call answers it.
      const refused = await api('GET', '/Devices', board);
      expect(refused.status).toBe(403);
      expect(refused.json.error?.code).toBe('device-not-allowed');
      expect((await api('GET', '/Apps/MenuItems', board)).status).toBe(403);

      // A board reads its own plant's boards, whatever plant it asks for, and enters nothing.
      const dbh = await api('GET', '/Boards/DayByHour?plant=MfgSys', board);
      expect(dbh.status).toBe(200);
      expect(dbh.json['plant']).toBe('SPIRITLA');
      const weld = (dbh.json['resources'] as { id: number; hours: { hour: string; actual: number | null }[] }[])[0];
      const hour = weld?.hours.filter((h) => h.actual !== null).at(-1)?.hour ?? weld?.hours[0]?.hour;
      const count = { resourceId: weld?.id, hour, quantity: 5 };
      expect((await api('PUT', '/Boards/DayByHour/Counts', board, count)).status).toBe(403);
      // Maria has no Day by Hour: refused before her body is read (a bad body answers 403, not 400).
      expect((await api('PUT', '/Boards/DayByHour/Counts', maria, { quantity: 'x' })).status).toBe(403);
      const bad = await api('PUT', '/Boards/DayByHour/Counts', jordan, { ...count, quantity: 'x' });
      expect(bad.json.error?.fields?.map((f) => f.field)).toEqual(['quantity']);
      if (weld?.hours.some((h) => h.actual !== null)) {
        const saved = await api('PUT', '/Boards/DayByHour/Counts', jordan, count, { 'idempotency-key': 'count-0001' });
        expect(saved.json).toMatchObject({ actual: 5 });
      }

      // The refresh token renews it for weeks, until the administrator revokes it.
      const refreshed = await asDevice('/token', { grant_type: 'refresh_token', refresh_token: tokens.body['refresh_token'] ?? '' });
      expect(refreshed.status).toBe(200);
      const list = await api('GET', '/Devices', jordan);
      expect((list.json as unknown as { id: string }[]).some((d) => d.id === approved.json['id'])).toBe(true);

      const revoked = await api('POST', `/Devices/${String(approved.json['id'])}/Revoke`, jordan);
      expect(revoked.status).toBe(200);
      expect(revoked.json['revokedAt']).not.toBeNull();
      expect((await api('GET', '/Devices/Me', refreshed.body['access_token'] ?? '')).status).toBe(401);
      const renewal = await asDevice('/token', { grant_type: 'refresh_token', refresh_token: tokens.body['refresh_token'] ?? '' });
      expect(renewal.body['error']).toBe('invalid_grant');
    });

    it('refuses a code nobody shows, a used code and bad fields, next to their fields, writing nothing', async () => {
      const before = (await api('GET', '/Devices', jordan)).json as unknown as unknown[];
      const unknown = await api('POST', '/Devices', jordan, { userCode: 'BCDF-GHJK', name: 'x', plant: 'SPIRITLA', use: 'board' });
      expect(unknown.status).toBe(400);
      expect(unknown.json.error?.code).toBe('code-unknown');
      expect(unknown.json.error?.fields?.[0]?.field).toBe('userCode');
      const bad = await api('POST', '/Devices', jordan, { userCode: '12', name: '', plant: 'NOWHERE', use: 'toaster' });
      expect(bad.status).toBe(400);
      expect(bad.json.error?.fields?.map((f) => f.field).sort()).toEqual(['name', 'plant', 'use', 'userCode']);

      const start = await startDevice();
      const kiosk = { userCode: start.body['user_code'], name: 'Sheldon time clock', plant: 'MfgSys', use: 'kiosk' };
      expect((await api('POST', '/Devices', jordan, kiosk)).status).toBe(201);
      const used = await api('POST', '/Devices', jordan, { ...kiosk, name: 'second' });
      expect(used.json.error?.code).toBe('code-used');
      const after = (await api('GET', '/Devices', jordan)).json as unknown as unknown[];
      expect(after.length).toBe(before.length + 1);
    });
  });

  describe('info boards: HR, announcements, the start-up blog and playlists', () => {
    type Person = { empID: number; plant: string | null; month: number; day: number; years?: number };
    type Playlist = { id: number; plant: string; name: string; slides: { kind: string; seconds: number; detail: string | null }[] };

    it('a board reads its plant (or the company) and writes nothing; writers need their application; bad input writes nothing', async () => {
      const lists = (await api('GET', '/Boards/Playlists?plant=SPIRITLA', jordan)).json as unknown as Playlist[];
      const lobby = lists[0];
      expect(lobby?.slides.map((s) => s.kind)).toContain('safety');
      const start = await startDevice();
      const approval = {
        userCode: start.body['user_code'],
        name: 'Spirit Lake lobby',
        plant: 'SPIRITLA',
        use: 'board',
        playlistId: lobby?.id,
      };
      const approved = await api('POST', '/Devices', jordan, approval);
      expect(approved.json['playlistId']).toBe(lobby?.id);
      const board =
        (await asDevice('/token', { grant_type: DEVICE_GRANT, device_code: start.body['device_code'] ?? '' })).body['access_token'] ?? '';

      // Birthdays: day and month only, this month, nobody who opted out (Sam Lee, 1002); a board's plant list is its own.
      const month = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()).slice(5, 7));
      const company = (await api('GET', '/Boards/HR/Birthdays', board)).json as unknown as Person[];
      expect(company.length).toBeGreaterThan(1);
      expect(company.every((p) => p.month === month && Object.keys(p).sort().join() === 'day,empID,month,name,plant,plantName')).toBe(true);
      expect(company.some((p) => p.empID === 1002)).toBe(false);
      const ownPlant = (await api('GET', '/Boards/HR/Birthdays?plant=BGOHIO', board)).json as unknown as Person[];
      expect(ownPlant.every((p) => p.plant === 'SPIRITLA')).toBe(true);
      const anniversaries = (await api('GET', '/Boards/HR/Anniversaries', jordan)).json as unknown as Person[];
      expect(anniversaries.length).toBeGreaterThan(0);
      expect(anniversaries.every((p) => (p.years ?? 0) >= 1)).toBe(true);

      // Announcements: access before the body; a refused one names its field; a retry writes once.
      // From yesterday to tomorrow in UTC: the plant's own today lies inside, whatever the hour (Spirit Lake is hours behind UTC).
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const notice = {
        plant: 'SPIRITLA',
        title: 'Fire drill at 10:00',
        body: 'Meet at the north gate.',
        startsOn: day(-1),
        endsOn: day(1),
      };
      expect((await api('POST', '/Boards/Announcements', maria, { title: '' })).status).toBe(403);
      expect((await api('POST', '/Boards/Announcements', board, notice)).json.error?.code).toBe('device-not-allowed');
      const backwards = await api('POST', '/Boards/Announcements', jordan, { ...notice, startsOn: '2099-01-02', endsOn: '2099-01-01' });
      expect(backwards.status).toBe(400);
      expect(backwards.json.error?.fields).toMatchObject([{ field: 'endsOn', code: 'ends-before-start' }]);
      const posted = await api('POST', '/Boards/Announcements', jordan, notice, { 'idempotency-key': 'notice-0001' });
      expect(posted.status).toBe(201);
      const again = await api('POST', '/Boards/Announcements', jordan, notice, { 'idempotency-key': 'notice-0001' });
      expect(again.json['id']).toBe(posted.json['id']);
      const shown = (await api('GET', '/Boards/Announcements', board)).json as unknown as { id: number; title: string }[];
      expect(shown.filter((a) => a.title === notice.title).map((a) => a.id)).toEqual([posted.json['id']]);

      // The start-up blog: only startupblog_Author writes, a post with a photo checked by its own bytes, kept in the database.
      const post = { title: 'New press', body: 'It runs.', plant: 'SPIRITLA' };
      const postsBefore = ((await api('GET', '/Boards/StartupBlog', jordan)).json as unknown as unknown[]).length;
      expect((await postBlog(maria, post, PNG)).status).toBe(403);
      expect((await postBlog(board, post, PNG)).json.error?.code).toBe('device-not-allowed');
      const refusals = [
        [undefined, 'picture-required'],
        [new File([], ''), 'picture-required'],
        [new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' }), 'picture-type'],
        [new File(['%PDF-1.4 a drawing'], 'x.pdf', { type: 'application/pdf' }), 'picture-type'],
        [new File([PNG_BYTES, new Uint8Array(10 * 1024 * 1024)], 'big.png', { type: 'image/png' }), 'file-too-large'],
      ] as const;
      for (const [file, code] of refusals) {
        const refused = await postBlog(jordan, post, file);
        expect(refused.status, code).toBeGreaterThanOrEqual(400);
        expect(refused.json.error?.fields?.[0], code).toMatchObject({ field: 'file', code });
      }
      expect(((await api('GET', '/Boards/StartupBlog', jordan)).json as unknown as unknown[]).length).toBe(postsBefore);
      const withPicture = await postBlog(jordan, post, PNG);
      expect(withPicture.status).toBe(201);
      const address = String(withPicture.json['picture']);
      expect(address).toMatch(/^\/api\/v1\/Boards\/StartupBlog\/Pictures\/\d+$/);
      // The board shows it: served as the image it is, sandboxed and never sniffed; the route serves blog pictures only.
      const picture = await fetch(`${running.url}${address.replace('/api', '')}`, { headers: { authorization: `Bearer ${board}` } });
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(picture.headers.get('content-security-policy')).toContain('sandbox');
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await picture.arrayBuffer()).equals(Buffer.from(PNG_BYTES))).toBe(true);
      expect((await api('GET', '/Boards/StartupBlog/Pictures/999999', board)).status).toBe(404);

      // Playlists: a board reads its own plant's; a bad slide is refused by its row and changes nothing.
      const boardLists = (await api('GET', '/Boards/Playlists?plant=MfgSys', board)).json as unknown as Playlist[];
      expect(boardLists.every((l) => l.plant === 'SPIRITLA')).toBe(true);
      const slides = [{ kind: 'safety', seconds: 'ten', detail: 'yesterday' }];
      const refused = await api('PUT', `/Boards/Playlists/${lobby?.id}`, jordan, { plant: 'SPIRITLA', name: 'Lobby', slides });
      expect(refused.json.error?.fields).toMatchObject([{ field: 'slides.0.seconds', code: 'not-a-number' }]);
      const noDate = await api('PUT', `/Boards/Playlists/${lobby?.id}`, jordan, {
        plant: 'SPIRITLA',
        name: 'Lobby',
        slides: [{ ...slides[0], seconds: 10 }],
      });
      expect(noDate.json.error?.fields).toMatchObject([{ field: 'slides.0.detail', code: 'safety-date' }]);
      const unchanged = (await api('GET', `/Boards/Playlists?plant=SPIRITLA&id=${lobby?.id}`, jordan)).json as unknown as Playlist[];
      expect(unchanged[0]?.slides).toEqual(lobby?.slides);
      const saved = await api('PUT', `/Boards/Playlists/${lobby?.id}`, board, { plant: 'SPIRITLA', name: 'Lobby', slides: [] });
      expect(saved.status).toBe(403);
    });
  });

  describe("a board's playlist belongs to the board's plant", () => {
    type Playlist = { id: number; plant: string; name: string };
    const lists = async (query: string, token = jordan) =>
      (await api('GET', `/Boards/Playlists?${query}`, token)).json as unknown as Playlist[];

    it("refuses another plant's playlist at approval and moving a playlist a board shows, by their fields; a board reads only its plant's (SPC slide included)", async () => {
      const sheldon = (await lists('plant=MfgSys'))[0];
      const start = await startDevice();
      const approval = { userCode: start.body['user_code'], name: 'Spirit Lake canteen', plant: 'SPIRITLA', use: 'board' };
      const before = ((await api('GET', '/Devices', jordan)).json as unknown as unknown[]).length;
      const other = await api('POST', '/Devices', jordan, { ...approval, playlistId: sheldon?.id });
      expect(other.status).toBe(400);
      expect(other.json.error?.fields).toMatchObject([
        { field: 'playlistId', code: 'playlist-other-plant', values: { plant: 'Sheldon', boardPlant: 'Spirit Lake' } },
      ]);
      const none = await api('POST', '/Devices', jordan, { ...approval, playlistId: 99_999 });
      expect(none.json.error?.fields).toMatchObject([{ field: 'playlistId', code: 'playlist-unknown' }]);
      expect(((await api('GET', '/Devices', jordan)).json as unknown as unknown[]).length).toBe(before);

      // A playlist of its own (the seeded lobby stays as it is), then the same code approved with it.
      const canteen = { plant: 'SPIRITLA', name: `Canteen ${Date.now()}`, slides: [{ kind: 'birthdays', seconds: 10 }] };
      const made = await api('POST', '/Boards/Playlists', jordan, canteen);
      expect(made.status).toBe(201);
      const id = made.json['id'] as number;
      const approved = await api('POST', '/Devices', jordan, { ...approval, playlistId: id });
      expect(approved.status).toBe(201);
      const board =
        (await asDevice('/token', { grant_type: DEVICE_GRANT, device_code: start.body['device_code'] ?? '' })).body['access_token'] ?? '';

      // Moved to Bowling Green under the board: refused by the plant field, nothing changed; renamed in place: saved.
      const moved = await api('PUT', `/Boards/Playlists/${id}`, jordan, { ...canteen, plant: 'BGOHIO', name: 'Moved' });
      expect(moved.status).toBe(400);
      expect(moved.json.error?.fields).toMatchObject([
        { field: 'plant', code: 'playlist-in-use', values: { board: 'Spirit Lake canteen', plant: 'Spirit Lake' } },
      ]);
      expect(await lists(`id=${id}`)).toMatchObject([{ plant: 'SPIRITLA', name: canteen.name }]);
      expect((await api('PUT', `/Boards/Playlists/${id}`, jordan, { ...canteen, name: `${canteen.name} (new)` })).status).toBe(200);

      // The board reads its own plant's playlists only: another plant's by its id answers none.
      expect(await lists(`id=${sheldon?.id}`, board)).toEqual([]);
      expect((await lists(`id=${id}`, board)).map((l) => l.id)).toEqual([id]);

      // The SPC slide: the SPC feature's data of the board's own plant, whatever it asks; a person needs /Inspections.
      type Spc = { plant: string; charts: { points: number[]; flagged: boolean; ucl: number | null; lcl: number | null }[] };
      const spc = (await api('GET', '/Boards/SPC?plant=MfgSys', board)).json as unknown as Spc;
      expect(spc.plant).toBe('SPIRITLA');
      expect(spc.charts.length).toBeGreaterThan(0);
      expect(spc.charts.every((c) => c.points.length > 0 && c.points.length <= 30 && c.ucl !== null && c.lcl !== null)).toBe(true);
      expect(((await api('GET', '/Boards/SPC?plant=BGOHIO', maria)).json as unknown as Spc).plant).toBe('BGOHIO');
      expect((await api('GET', '/Boards/SPC?plant=Nowhere', sam)).json.error?.code).toBe('no-application');
      // A new SPC subgroup of the plant reaches the board's stream at once, so its SPC slide is fetched again.
      const stream = await fetch(`${running.url}/v1/Boards/stream`, { headers: { authorization: `Bearer ${board}` } });
      const events = stream.body!.getReader();
      const heard = async () => new TextDecoder().decode((await events.read()).value);
      expect(await heard()).toContain(': connected');
      type Characteristic = { id: number; chartType: string; subgroupSize: number; nominal: number | null };
      const measured = ((await api('GET', '/SPC/Characteristics?plant=SPIRITLA', maria)).json as unknown as Characteristic[]).find((c) =>
        ['xbar-r', 'xbar-s', 'imr'].includes(c.chartType),
      );
      const readings = Array.from({ length: measured?.subgroupSize ?? 1 }, () => measured?.nominal ?? 1);
      expect((await api('POST', `/SPC/Characteristics/${measured?.id}/Subgroups`, maria, { readings })).status).toBe(201);
      expect(await heard()).toContain('event: data');
      await events.cancel();

      // Once the board is revoked, the playlist may move.
      expect((await api('POST', `/Devices/${String(approved.json['id'])}/Revoke`, jordan)).status).toBe(200);
      expect((await api('PUT', `/Boards/Playlists/${id}`, jordan, { ...canteen, plant: 'BGOHIO' })).json['plant']).toBe('BGOHIO');
    });
  });

  describe('day by hour desk: the manager week, reasons per resource, goal overrides and reasons', () => {
    it('reads the week, overrides an hour goal and keeps the reasons, refusing bad input by its field and a person without the application first', async () => {
      const week = (await api('GET', '/Boards/DayByHour/Week?plant=SPIRITLA', jordan)).json as unknown as { code: string; goal: number }[];
      expect(week.some((d) => d.code === 'WELD-1' && d.goal > 0)).toBe(true);
      const counts = (await api('GET', '/Boards/DayByHour/ReasonCounts?plant=SPIRITLA', jordan)).json as unknown as { count: number }[];
      expect(counts.every((c) => c.count >= 1)).toBe(true);
      expect((await api('GET', '/Boards/DayByHour/Week', maria)).status).toBe(403);

      const board = (await api('GET', '/Boards/DayByHour?plant=SPIRITLA', jordan)).json as {
        resources: { id: number; hours: { hour: string; goal: number }[] }[];
      };
      const assy = board.resources.at(-1);
      const last = assy?.hours.at(-1);
      expect((await api('PUT', '/Boards/DayByHour/Goals', maria, { goal: 'x' })).status).toBe(403);
      const letters = await api('PUT', '/Boards/DayByHour/Goals', jordan, { resourceId: assy?.id, hour: last?.hour, goal: 'ten' });
      expect(letters.json.error?.fields).toMatchObject([{ field: 'goal', code: 'not-a-number' }]);
      const set = await api(
        'PUT',
        '/Boards/DayByHour/Goals',
        jordan,
        { resourceId: assy?.id, hour: last?.hour, goal: 7 },
        { 'idempotency-key': 'goal-0001' },
      );
      expect(set.json).toEqual({ goal: 7 });
      const after = (await api('GET', '/Boards/DayByHour?plant=SPIRITLA', jordan)).json as typeof board;
      expect(after.resources.at(-1)?.hours.at(-1)?.goal).toBe(7);

      const text = `Power cut ${Date.now()}`;
      const added = await api(
        'POST',
        '/Boards/DayByHour/Reasons',
        jordan,
        { plant: 'SPIRITLA', text },
        { 'idempotency-key': `reason-${Date.now()}` },
      );
      expect(added.status).toBe(201);
      const taken = await api('POST', '/Boards/DayByHour/Reasons', jordan, { plant: 'SPIRITLA', text: text.toUpperCase() });
      expect(taken.json.error?.fields).toMatchObject([{ field: 'text', code: 'reason-taken' }]);
      const renamed = await api('PUT', `/Boards/DayByHour/Reasons/${String(added.json['id'])}`, jordan, { text: `${text} (grid)` });
      expect(renamed.json['text']).toBe(`${text} (grid)`);
      const reasons = (await api('GET', '/Boards/DayByHour/Reasons?plant=SPIRITLA', jordan)).json as unknown as { text: string }[];
      expect(reasons.filter((r) => r.text.startsWith(text)).map((r) => r.text)).toEqual([`${text} (grid)`]);
    });
  });
}
