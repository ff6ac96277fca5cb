import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Database } from '@/lib/server/db/database';
import { devSmsInbox } from './textalert-tables';

/** The path under which `npm start` serves the development SMS gateway. */
export const DEV_SMS_PATH = '/sms-gateway';

const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * The embedded development SMS gateway: Twilio's Messages API (POST
 * /2010-04-01/Accounts/{sid}/Messages.json, Basic credentials, To/From/Body) answered by recording the
 * message in `dev_sms_inbox`, which administrators read at /TextAlert. No text leaves the machine.
 */
export function createDevSmsGateway(db: Database, credentials: { accountSid: string; authToken: string }): Hono {
  const app = new Hono().basePath(DEV_SMS_PATH);
  app.post('/2010-04-01/Accounts/:sid/Messages.json', async (c) => {
    const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
    if (c.req.header('authorization') !== expected || c.req.param('sid') !== credentials.accountSid) {
      return c.json({ code: 20003, message: 'Authenticate', status: 401 }, 401);
    }
    const form = await c.req.parseBody();
    const [to, from, body] = [form['To'], form['From'], form['Body']].map((v) => (typeof v === 'string' ? v : ''));
    if (!E164.test(to!)) return c.json({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 }, 400);
    if (!body) return c.json({ code: 21602, message: 'Message body is required.', status: 400 }, 400);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    await db.insert(devSmsInbox).values({ sid, accountSid: credentials.accountSid, fromNumber: from!, toNumber: to!, body: body! });
    return c.json({ sid, status: 'queued', to, from, body, account_sid: credentials.accountSid }, 201);
  });
  return app;
}
