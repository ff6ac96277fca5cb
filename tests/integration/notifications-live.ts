import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type AccessTokenVerifier } from '@/lib/server/api/index';
import { openDatabase, type AppDatabase } from '@/lib/server/db/database';
import { createNotification, type NotificationMessage } from '@/lib/server/notify/notify';
import { notificationEventStream } from '@/lib/notifications/server/event-stream';
import { createNotificationHub, type NotificationHub } from '@/lib/notifications/server/hub';

/** What the database suite lends these tests: its open database and its token signer. */
export interface LiveNotificationsContext {
  database(): AppDatabase;
  /** Whether the suite runs on PostgreSQL (known when the tests are defined). */
  onPostgres: boolean;
  /** The suite's PostgreSQL database, or undefined on PGlite. */
  databaseUrl(): string | undefined;
  verifyAccessToken(): AccessTokenVerifier;
  token(username: string, options?: { expiresIn?: string | number }): Promise<string>;
}

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** A server-sent events reader over fetch (Node 20 has no EventSource). */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).trimStart();
            if (field === '') event.comment = value;
            else (event as Record<string, string>)[field] = value;
          }
          events.push(event);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  return {
    res,
    events,
    get ended() {
      return ended;
    },
    /** Waits until an event passes the test, else fails after `timeout` ms. */
    async next(test: (event: SseEvent) => boolean, timeout = 2000): Promise<SseEvent> {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = events.find(test);
        if (found) return found;
        if (ended) throw new Error(`stream ended; events: ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event in ${timeout} ms; events: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    async untilEnded(timeout: number): Promise<void> {
      const deadline = Date.now() + timeout;
      while (!ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      if (!ended) throw new Error(`stream still open after ${timeout} ms`);
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

const notifications = (stream: { events: SseEvent[] }) =>
  stream.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data ?? '') as NotificationMessage);

/**
 * Live delivery against the suite's real database: the hub over LISTEN/NOTIFY across connections,
 * and GET /v1/Notifications/stream over real HTTP (catch-up by Last-Event-ID, token expiry, shutdown).
 */
export function defineLiveNotificationTests(ctx: LiveNotificationsContext, users: { own: string; other: string }): void {
  describe('live notifications (hub and server-sent events)', () => {
    let second: AppDatabase | null = null;
    let hubA: NotificationHub;
    let hubB: NotificationHub;
    let server: Server;
    let base: string;

    beforeAll(async () => {
      const url = ctx.databaseUrl();
      // On PostgreSQL the second hub is another instance: its own pool and its own LISTEN connection.
      if (url) second = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
      hubA = await createNotificationHub({ listen: ctx.database().listen });
      hubB = await createNotificationHub({ listen: (second ?? ctx.database()).listen });
      const api = createApi({ db: ctx.database().db, verifyAccessToken: ctx.verifyAccessToken(), notificationHub: hubB });
      server = createServer(getRequestListener(api.fetch, { overrideGlobalObjects: false }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await hubA?.close();
      await hubB?.close();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await second?.close();
    });

    const auth = async (username = users.own, expiresIn?: number) => ({
      authorization: `Bearer ${await ctx.token(username, expiresIn === undefined ? {} : { expiresIn })}`,
    });
    const post = async (body: { username: string; description: string; action: string }, as = body.username) =>
      fetch(`${base}/v1/Notifications`, {
        method: 'POST',
        headers: { ...(await auth(as)), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('a notification created through one connection reaches a hub listening on another', async () => {
      const heard: { hub: string; message: NotificationMessage; at: number }[] = [];
      const listener = (hub: string) => ({
        notify: (message: NotificationMessage) => heard.push({ hub, message, at: Date.now() }),
        resync: () => {},
        close: () => {},
      });
      const offA = hubA.subscribe(users.own, listener('A'));
      const offB = hubB.subscribe(users.own.toUpperCase(), listener('B'));
      const offOther = hubB.subscribe(users.other, listener('other'));
      const started = Date.now();
      // A message (key and values) travels whole, so each listener shows it in its reader's language.
      const row = await createNotification(ctx.database().db, {
        username: users.own,
        message: { key: 'moveCancelled', values: { id: 7, by: 'Tom Wilson', reason: { en: 'Hub test', es: 'Prueba del hub' } } },
        action: '/Maintenance/1',
      });
      expect(row.description).toBe('Move request 7 was cancelled by Tom Wilson: Hub test');
      for (let waited = 0; heard.length < 2 && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
      offA();
      offB();
      offOther();
      expect(heard.map((h) => h.hub).sort()).toEqual(['A', 'B']);
      expect(heard[0]?.message).toEqual({ ...row, date: row.date.toISOString() });
      const latency = Math.max(...heard.map((h) => h.at)) - started;
      console.info(`[hub ${ctx.databaseUrl() ? 'postgres' : 'pglite'}] create -> both hubs in ${latency} ms`);
      expect(latency).toBeLessThan(2000);
      expect(hubA.size).toBe(0);
    });

    it('GET /v1/Notifications/stream sends a new notification within 2 s, then what was missed after Last-Event-ID', async () => {
      const first = await openStream(`${base}/v1/Notifications/stream`, await auth());
      expect(first.res.status).toBe(200);
      expect(first.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(first.res.headers.get('cache-control')).toBe('no-store');
      const start = await first.next((e) => e.id !== undefined && e.event === undefined);
      const baseline = Number(start.id);
      expect(first.events[0]).toMatchObject({ retry: '2000' });

      const sentAt = Date.now();
      const created = (await (
        await post({ username: users.own, description: 'Live one', action: '/ECR/1' })
      ).json()) as NotificationMessage;
      const live = await first.next((e) => e.event === 'notification');
      console.info(`[sse ${ctx.databaseUrl() ? 'postgres' : 'pglite'}] POST -> event in ${Date.now() - sentAt} ms`);
      expect(live.id).toBe(String(created.id));
      expect(JSON.parse(live.data ?? '')).toEqual(created);
      expect(created.id).toBeGreaterThan(baseline);
      await first.close();

      // Missed while disconnected: two for the user (one already read) and one for someone else.
      const missed = (await (
        await post({ username: users.own, description: 'Missed one', action: '/ECR/2' })
      ).json()) as NotificationMessage;
      const readMeanwhile = (await (
        await post({ username: users.own, description: 'Read elsewhere', action: '/ECR/3' })
      ).json()) as NotificationMessage;
      await fetch(`${base}/v1/Notifications`, {
        method: 'PATCH',
        headers: { ...(await auth()), 'content-type': 'application/json' },
        body: JSON.stringify({ ...readMeanwhile, unread: false }),
      });
      await post({ username: users.other, description: 'Not yours', action: '/ECR/4' });
      const missed2 = (await (
        await post({ username: users.own, description: 'Missed two', action: '/ECR/5' })
      ).json()) as NotificationMessage;

      const again = await openStream(`${base}/v1/Notifications/stream?since=1`, { ...(await auth()), 'last-event-id': String(created.id) });
      await again.next((e) => e.event === 'notification' && e.id === String(missed2.id));
      expect(notifications(again).map((n) => n.id)).toEqual([missed.id, missed2.id]);
      await again.close();

      const bySince = await openStream(`${base}/v1/Notifications/stream?since=${missed.id}`, await auth());
      await bySince.next((e) => e.event === 'notification');
      expect(notifications(bySince).map((n) => n.id)).toEqual([missed2.id]);
      await bySince.close();
    });

    // PostgreSQL alone has a LISTEN connection to lose: the test exists on that run only, so the PGlite
    // run does not report a skipped PostgreSQL test (it did, even with TEST_DATABASE_URL set).
    if (ctx.onPostgres)
      it('on PostgreSQL, catches a stream up with what was announced while its LISTEN connection was lost', async () => {
        const stream = await openStream(`${base}/v1/Notifications/stream`, await auth());
        await stream.next((e) => e.id !== undefined);
        const { sql } = await import('drizzle-orm');
        await ctx
          .database()
          .db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN apps_notifications%'`,
          );
        const during = await createNotification(ctx.database().db, {
          username: users.own,
          description: 'Sent while deaf',
          action: '/ECR/9',
        });
        const event = await stream.next((e) => e.event === 'notification' && e.id === String(during.id), 5000);
        expect(JSON.parse(event.data ?? '').description).toBe('Sent while deaf');
        const after = await createNotification(ctx.database().db, { username: users.own, description: 'Heard again', action: '/ECR/10' });
        await stream.next((e) => e.event === 'notification' && e.id === String(after.id));
        await stream.close();
      });

    it('refuses a stream without a token (401) or with a bad Last-Event-ID (400)', async () => {
      expect((await fetch(`${base}/v1/Notifications/stream`)).status).toBe(401);
      const bad = await fetch(`${base}/v1/Notifications/stream`, { headers: { ...(await auth()), 'last-event-id': 'abc' } });
      expect(bad.status).toBe(400);
      expect((await fetch(`${base}/v1/Notifications/stream?since=-1`, { headers: await auth() })).status).toBe(400);
    });

    it('ends the stream when the access token expires, so the client reconnects with a fresh one', async () => {
      const stream = await openStream(`${base}/v1/Notifications/stream`, await auth(users.own, Math.floor(Date.now() / 1000) + 2));
      expect(stream.res.status).toBe(200);
      const opened = Date.now();
      await stream.untilEnded(4000);
      expect(Date.now() - opened).toBeGreaterThan(500);
      expect(hubB.size).toBe(0);
    });

    it('closes every open stream when the hub closes (shutdown), and the hub forgets a stream the client dropped', async () => {
      const dropped = await openStream(`${base}/v1/Notifications/stream`, await auth());
      await dropped.next((e) => e.id !== undefined);
      expect(hubB.size).toBe(1);
      await dropped.close();
      for (let waited = 0; hubB.size > 0 && waited < 2000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(hubB.size).toBe(0);

      const hub = await createNotificationHub({ listen: ctx.database().listen });
      const api = createApi({ db: ctx.database().db, verifyAccessToken: ctx.verifyAccessToken(), notificationHub: hub });
      const res = await api.request('/v1/Notifications/stream', { headers: await auth() });
      const reader = res.body!.getReader();
      await reader.read();
      const closedAt = Date.now();
      await hub.close();
      for (;;) if ((await reader.read()).done) break;
      expect(Date.now() - closedAt).toBeLessThan(500);
    });

    it('writes a comment heartbeat while nothing happens', async () => {
      const hub = await createNotificationHub({ listen: ctx.database().listen });
      const body = notificationEventStream({ db: ctx.database().db, hub, username: users.own, heartbeatMs: 50 });
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const until = Date.now() + 1000;
      while (!text.includes(': keep-alive') && Date.now() < until) text += decoder.decode((await reader.read()).value);
      expect(text).toContain(': keep-alive\n\n');
      await reader.cancel();
      expect(hub.size).toBe(0);
      await hub.close();
    });
  });
}
