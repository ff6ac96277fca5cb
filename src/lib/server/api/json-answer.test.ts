import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonAnswer, jsonAnswers, sharedJson } from './json-answer';
import { apiRequestListener } from './node-listener';

const MENU = sharedJson([{ link: '/Maintenance', title: 'Maintenance', icon: 'mdiWrench' }]);

/** The same routes with and without `jsonAnswers`: every answer must be the same on the wire. */
function app(fast: boolean): Hono {
  const api = new Hono();
  if (fast) api.use('*', jsonAnswers);
  api.onError((error, c) => c.json({ error: { message: error.message } }, 500));
  api.get('/plain', (c) => c.json({ a: 1, b: 'é' }));
  api.get('/status', (c) => c.json({ missing: true }, 404));
  api.get('/header', (c) => {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    return c.json({ error: 'no' }, 401);
  });
  api.get('/set-status', (c) => {
    c.status(202);
    return c.json({ accepted: true });
  });
  api.get('/extra', (c) => c.json([1, 2], 201, { 'X-Extra': 'yes' }));
  api.get('/init', (c) => c.json('text', { status: 203, headers: { 'x-init': '1', 'set-cookie': 'a=1' } }));
  api.get('/undefined', (c) => c.json(undefined));
  api.get('/shared', (c) => c.json(MENU, 200));
  api.get('/text', (c) => c.text('hello'));
  api.get('/no-body', (c) => c.json(null, 204 as never));
  return api;
}

const PATHS = ['/plain', '/status', '/header', '/set-status', '/extra', '/init', '/undefined', '/shared', '/shared', '/text', '/no-body'];

async function listen(listener: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function answer(url: string, method = 'GET') {
  const response = await fetch(url, { method });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

describe('JSON answers (a /v1 read without a web stream)', () => {
  let plain: { server: Server; url: string };
  let fast: { server: Server; url: string };

  beforeAll(async () => {
    const reference = app(false);
    plain = await listen(getRequestListener(reference.fetch, { overrideGlobalObjects: false }));
    fast = await listen(apiRequestListener(app(true).fetch));
  });
  afterAll(() => {
    plain?.server.close();
    fast?.server.close();
  });

  it('answers every call with the status, headers and body Hono gives, over HTTP', async () => {
    for (const path of PATHS) {
      for (const method of ['GET', 'HEAD']) {
        const [want, got] = [await answer(plain.url + path, method), await answer(fast.url + path, method)];
        expect(got, `${method} ${path}`).toEqual(want);
      }
    }
    expect((await answer(fast.url + '/plain')).headers['content-type']).toBe('application/json');
    expect((await answer(fast.url + '/plain')).body).toBe('{"a":1,"b":"é"}');
  });

  it('is a Response to an in-process caller: status, headers, json() once, text(), clone() and body', async () => {
    const api = app(true);
    const first = await api.fetch(new Request('http://api.test/header'));
    expect(first).toBeInstanceOf(Response);
    expect(first).toBeInstanceOf(JsonAnswer);
    expect([first.status, first.ok, first.headers.get('www-authenticate'), first.headers.get('content-type')]).toEqual([
      401,
      false,
      'Bearer error="invalid_token"',
      'application/json',
    ]);
    expect(await first.json()).toEqual({ error: 'no' });
    expect(first.bodyUsed).toBe(true);
    await expect(first.text()).rejects.toThrow(TypeError);

    const second = await api.fetch(new Request('http://api.test/plain'));
    expect([second.ok, second.headers.get('content-type')]).toEqual([true, 'application/json']);
    expect(await second.clone().json()).toEqual({ a: 1, b: 'é' });
    expect(await new Response(second.body).text()).toBe('{"a":1,"b":"é"}');

    const third = await api.fetch(new Request('http://api.test/shared'));
    expect(await third.text()).toBe(JSON.stringify(MENU));
    expect(await (await api.fetch(new Request('http://api.test/shared'))).arrayBuffer()).toEqual(
      new TextEncoder().encode(JSON.stringify(MENU)).buffer,
    );
  });
});
