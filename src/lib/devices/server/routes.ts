import { randomUUID } from 'node:crypto';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { deviceApprovalSchema, deviceSchema } from '@/lib/devices/schemas';
import type { ApiEnv } from '@/lib/server/api/api-env';
import type { DeviceApprovalCheck } from '@/lib/server/feature';
import { requireSubApp } from '@/lib/server/api/require-access';
import { ErrorSchema, errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import type { DeviceGrants, UserCodeProblem } from './device-grants';
import { announceDeviceRevoked } from './device-events';
import { requireDevice } from './require-device';
import { deviceJson, findDevice, insertDevice, listDevices, revokeDevice, setDeviceGrant } from './store';

const security = [{ bearer: [] }];
const tags = ['Devices'];
// A fresh object of the extended z: the shared schema may be built before @hono/zod-openapi extends zod.
const Device = z.object(deviceSchema.shape).openapi('Device');
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const ADMIN_ONLY = 'Only administrators (holders of Apps_Security) may approve, list or revoke devices.';

const listRoute = createRoute({
  method: 'get',
  path: '/Devices',
  tags,
  security,
  summary: 'Every registered device (boards and kiosks): name, plant, use, last seen, version; live ones first',
  responses: { 200: jsonContent(z.array(Device), 'The devices'), ...errorResponses },
});
const approveRoute = createRoute({
  method: 'post',
  path: '/Devices',
  tags,
  security,
  summary:
    "Approves the device showing a user code (OAuth 2.0 device authorization grant) for one plant and one use (a board's playlist must be of its plant)",
  request: { headers: idempotencyHeader, body: { required: true, content: { 'application/json': { schema: deviceApprovalSchema } } } },
  responses: { 201: jsonContent(Device, 'The device, approved'), ...errorResponses },
});
const revokeRoute = createRoute({
  method: 'post',
  path: '/Devices/{id}/Revoke',
  tags,
  security,
  summary: 'Revokes a device at once: its credential stops working and its next call is refused',
  request: { headers: idempotencyHeader, params: z.object({ id: z.string().max(64) }) },
  responses: { 200: jsonContent(Device, 'The device, revoked'), 404: jsonContent(ErrorSchema, 'No such device'), ...errorResponses },
});
const meRoute = createRoute({
  method: 'get',
  path: '/Devices/Me',
  tags,
  security,
  summary: 'The calling device (a device token only): its plant, use and playlist; notes it as seen',
  request: { headers: z.object({ 'x-device-version': z.string().max(80).optional() }) },
  responses: { 200: jsonContent(Device, 'The device'), ...errorResponses },
});

const PROBLEMS: Record<UserCodeProblem, string> = {
  unknown: 'No device is waiting with this code; check the code on the screen.',
  expired: 'This code has expired; the device shows a new one.',
  used: 'This code was already used.',
};

/** Devices: approve by user code (after each feature's check of the approval), list, revoke (administrators), and a device's own record. */
export function registerDeviceRoutes(
  app: OpenAPIHono<ApiEnv>,
  db: Database,
  grants: DeviceGrants | undefined,
  checks: readonly DeviceApprovalCheck[] = [],
): void {
  // Access before the body is read: every call but the device's own needs Apps_Security.
  app.use('/Devices', async (c, next) => {
    await requireSubApp(c, ADMIN_SUB_APP_ID, ADMIN_ONLY);
    await next();
  });
  app.use('/Devices/:id/Revoke', async (c, next) => {
    await requireSubApp(c, ADMIN_SUB_APP_ID, ADMIN_ONLY);
    await next();
  });

  app.openapi(meRoute, async (c) => {
    const device = await requireDevice(c, db);
    const row = await findDevice(db, device.deviceId);
    if (!row) throw new NotFoundError('This device is not registered.');
    return c.json(deviceJson(row), 200);
  });
  app.openapi(listRoute, async (c) => c.json((await listDevices(db)).map(deviceJson), 200));
  app.openapi(approveRoute, async (c) => {
    const approval = c.req.valid('json');
    if (!grants) throw new NotFoundError('Devices are approved at the identity provider; this server does not run it.');
    const problem = await grants.check(approval.userCode);
    const admin = c.get('claims').uniqueName;
    const answer = await idempotentWrite(c, db, async (tx) => {
      // Checked before the transaction (the provider reads the database too); a retry of an approval
      // that went through is answered from its kept answer before this runs.
      if (problem) throw InputError.field('userCode', `code-${problem}`, PROBLEMS[problem]);
      for (const check of checks) await check(tx, approval);
      return { status: 201, body: deviceJson(await insertDevice(tx, randomUUID(), approval, admin)) };
    });
    const approved = await grants.approve(approval.userCode, answer.body.id);
    if ('problem' in approved) {
      // Taken by another approval meanwhile: this device never got a credential.
      await db.transaction((tx) => revokeDevice(tx, answer.body.id));
      throw InputError.field('userCode', `code-${approved.problem}`, PROBLEMS[approved.problem]);
    }
    await setDeviceGrant(db, answer.body.id, approved.grantId);
    return c.json(answer.body, 201);
  });
  app.openapi(revokeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const answer = await idempotentWrite(c, db, async (tx) => {
      const row = await revokeDevice(tx, id);
      if (!row) throw new NotFoundError(`There is no device ${id}.`);
      await announceDeviceRevoked(tx as unknown as Database, row.plantId, row.id);
      return { status: 200, body: { device: deviceJson(row), grantId: row.grantId } };
    });
    if (answer.body.grantId) await grants?.revoke(answer.body.grantId);
    return c.json(answer.body.device, 200);
  });
}
