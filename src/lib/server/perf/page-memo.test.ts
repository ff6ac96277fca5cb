import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerFromMemo, configurePageMemo, keepPage, MEMO_HEADER, memoKey, pageMemoCounts, type KeepPage } from './page-memo';

const SESSION = 'authjs.session-token=abc; tabs=%2FMaintenance; theme=dark';
const headers = (extra: Record<string, string> = {}) =>
  new Headers({ host: new URL(base).host, cookie: SESSION, 'accept-encoding': 'gzip, br', 'accept-language': 'en', ...extra });

// The counters and sign-ins the memo asks about, as the server's would answer: changed by the tests.
let counters = new Map([
  ['access', '1'],
  ['notifications', '1'],
  ['materials', '1'],
]);
let grantAlive = true;

// A real HTTP server that answers from the memo, or 404 when it holds nothing for the request.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const key = memoKey(req.url ?? '/', { get: (name) => (req.headers[name] as string | undefined) ?? null });
    void (key ? answerFromMemo(key, res) : Promise.resolve(false)).then((answered) => {
      if (!answered) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  counters = new Map([
    ['access', '1'],
    ['notifications', '1'],
    ['materials', '1'],
  ]);
  grantAlive = true;
  configurePageMemo({ generations: async () => new Map(counters), isGrantActive: async () => grantAlive });
});

function page(body = '<!doctype html><p>Maintenance</p>', init: ResponseInit = {}): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" },
    ...init,
  });
}

async function keep(path: string, response: Response, cookies: string[] = [], overrides: Partial<KeepPage> = {}): Promise<Response> {
  const key = memoKey(path, headers());
  if (!key) throw new Error('no key');
  return keepPage(
    { key, stamp: new Map(counters), topics: ['access', 'notifications'], grantId: 'G-1', refreshAt: Date.now() + 60_000, ...overrides },
    response,
    () => cookies,
  );
}

const get = (path: string) =>
  fetch(`${base}${path}`, { headers: { cookie: SESSION, 'accept-encoding': 'gzip, br', 'accept-language': 'en' } });

describe('memoKey', () => {
  it('is null without a session cookie, so nothing signed out is kept', () => {
    expect(memoKey('/Maintenance', new Headers({ cookie: 'tabs=%2F; theme=dark' }))).toBeNull();
    expect(memoKey('/Maintenance', new Headers())).toBeNull();
    expect(memoKey('/Maintenance', new Headers({ cookie: '__Secure-authjs.session-token.0=abc' }))).not.toBeNull();
  });

  it('changes with the address, any cookie and the accepted encoding, not with headers a page does not read', () => {
    const key = memoKey('/Maintenance', headers());
    expect(memoKey('/Maintenance', headers({ 'user-agent': 'Tablet', referer: 'http://apps.local/' }))).toBe(key);
    expect(memoKey('/Maintenance?x=1', headers())).not.toBe(key);
    expect(memoKey('/Maintenance', headers({ cookie: `${SESSION}; lang=es` }))).not.toBe(key);
    expect(memoKey('/Maintenance', headers({ cookie: SESSION.replace('abc', 'abd') }))).not.toBe(key);
    expect(memoKey('/Maintenance', headers({ 'accept-encoding': 'gzip' }))).not.toBe(key);
  });
});

describe('the page memo', () => {
  it('answers the same request again with the kept bytes, headers and the drawer cookie', async () => {
    const sent = await keep('/Maintenance', page(), ['tabs=%2FMaintenance; Path=/']);
    expect(await sent.text()).toBe('<!doctype html><p>Maintenance</p>');
    const again = await get('/Maintenance');
    expect(again.status).toBe(200);
    expect(again.headers.get(MEMO_HEADER)).toBe('hit');
    expect(again.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(again.headers.getSetCookie()).toEqual(['tabs=%2FMaintenance; Path=/']);
    expect(await again.text()).toBe('<!doctype html><p>Maintenance</p>');
    expect((await get('/Maintenance?other')).status).toBe(404);
  });

  it('stops answering once a topic the page showed changes, or its sign-in ends', async () => {
    await keep('/Maintenance', page());
    counters.set('materials', '2');
    expect((await get('/Maintenance')).status, 'a topic the page does not show').toBe(200);
    counters.set('access', '2');
    expect((await get('/Maintenance')).status, 'a grant or a revoke').toBe(404);
    await keep('/Maintenance', page());
    counters.set('notifications', '7');
    expect((await get('/Maintenance')).status, 'a new notification').toBe(404);
    await keep('/Maintenance', page());
    grantAlive = false;
    expect((await get('/Maintenance')).status, 'after logout').toBe(404);
  });

  it('stops answering before the session refreshes its token', async () => {
    await keep('/Maintenance', page(), [], { refreshAt: Date.now() - 1 });
    expect((await get('/Maintenance')).status).toBe(404);
  });

  it('keeps no failed page, no other content and no page that sets another cookie', async () => {
    const stored = pageMemoCounts().stored;
    const body = await keep('/a', page('<p>oops</p>', { status: 500 }));
    expect(await body.text()).toBe('<p>oops</p>');
    await keep('/b', new Response('{}', { headers: { 'content-type': 'application/json' } }));
    const flashed = await keep('/c', page('<p>saved</p>'), ['tabs=%2Fc', 'flash=; Max-Age=0']);
    expect(await flashed.text()).toBe('<p>saved</p>');
    expect(pageMemoCounts().stored).toBe(stored);
    for (const path of ['/a', '/b', '/c']) expect((await get(path)).status).toBe(404);
  });

  it('keeps nothing while it is off', async () => {
    configurePageMemo(null);
    await keep('/Maintenance', page());
    expect((await get('/Maintenance')).status).toBe(404);
  });
});
