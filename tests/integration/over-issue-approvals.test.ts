import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationText } from '@/lib/notify/text';
import { notifications } from '@/lib/server/db/schema/notifications';
import { openApiHarness, type ApiHarness } from './helpers/api-harness';

const MARIA = 'slmnguyen@example.com';
const TOM = 'bgtwilson@example.com';
const DANA = 'shdkowalski@example.com';
/** Maria's plant's try-this job: material 50 (clevis) stands at 23 of 20, so 2 more is 125 %. */
const CLEVIS = { jobNum: '219601', assemblySeq: 0, mtlSeq: 50 };

/** Over-issue approvals: who at the job's plant may make it, and asking them through the bell, once per key. */
function defineApprovalSuite(serverUrl: string | undefined): void {
  let h: ApiHarness;
  const told = (username: string) =>
    h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.username, username), like(notifications.description, 'Maria Nguyen (2001) asks you to approve %')));

  beforeAll(async () => {
    h = await openApiHarness(serverUrl);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it("names the holders of the right who work at the plant (Bowling Green's Tom is not one at Spirit Lake)", async () => {
    const answer = await h.call('GET', '/v1/MaterialIssues/Approvers?plant=SPIRITLA&right=IssueMaterial_OverIssue', MARIA);
    expect(answer.status).toBe(200);
    // Dana (Sheldon) also works at Spirit Lake; Jordan works everywhere but holds no over-issue right.
    expect(answer.json).toEqual([{ empId: 1003, name: 'Dana Kowalski' }]);
    const bg = await h.call('GET', '/v1/MaterialIssues/Approvers?plant=BGOHIO&right=IssueMaterial_OverIssue', TOM);
    expect(bg.json).toContainEqual({ empId: 3001, name: 'Tom Wilson' });
    const over150 = await h.call('GET', '/v1/MaterialIssues/Approvers?plant=SPIRITLA&right=IssueMaterial_OverIssue150', MARIA);
    expect(over150.json).toEqual([]);
  });

  it('tells each approver with a link to the material; a retry with its key tells no one again', async () => {
    const key = crypto.randomUUID();
    const body = { ...CLEVIS, quantity: 2 };
    const first = await h.call('POST', '/v1/MaterialIssues/ApprovalRequests', MARIA, body, { 'idempotency-key': key });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json).toEqual({ right: 'IssueMaterial_OverIssue', notified: [{ empId: 1003, name: 'Dana Kowalski' }] });
    await h.call('POST', '/v1/MaterialIssues/ApprovalRequests', MARIA, body, { 'idempotency-key': key });
    const rows = await told(DANA);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.description).toMatch(
      /^Maria Nguyen \(2001\) asks you to approve issuing 2 EA of \S+ to job 219601 \(125 % of required\)\.$/,
    );
    expect(rows[0]?.action).toBe('/issueMaterial/issueDialog?job=219601&asm=0&mtl=50');
    // Dana reads it in her language: the message's Spanish, its English the description.
    expect(notificationText(rows[0]!.message!, 'es')).toMatch(
      /^Maria Nguyen \(2001\) le pide aprobar la emisión de 2 EA de \S+ al trabajo 219601 \(125 % de lo requerido\)\.$/,
    );
    expect(notificationText(rows[0]!.message!, 'en')).toBe(rows[0]?.description);
    expect(await told(TOM)).toHaveLength(0);
  });

  it('refuses an issue that needs no approval, a job of another plant, and bad input; nothing is written', async () => {
    const before = (await told(DANA)).length;
    const none = await h.call('POST', '/v1/MaterialIssues/ApprovalRequests', MARIA, { ...CLEVIS, mtlSeq: 40, quantity: 1 });
    expect(none.status).toBe(400);
    expect(none.json.error.fields).toContainEqual(expect.objectContaining({ field: 'quantity', code: 'no-approval-needed' }));
    const other = await h.call('POST', '/v1/MaterialIssues/ApprovalRequests', MARIA, { ...CLEVIS, jobNum: '118201', quantity: 2 });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('other-plant');
    const bad = await h.call('POST', '/v1/MaterialIssues/ApprovalRequests', MARIA, { ...CLEVIS, quantity: 'dos' });
    expect(bad.status).toBe(400);
    expect((await told(DANA)).length).toBe(before);
  });

  it('is only for holders of Issue Material (checked before the body)', async () => {
    const riya = await h.call('POST', '/v1/MaterialIssues/ApprovalRequests', 'mfrpatel@example.com', { nonsense: true });
    expect(riya.status).toBe(403);
  });
}

describe('over-issue approvals (PGlite)', () => defineApprovalSuite(undefined));

const postgresUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(!postgresUrl)('over-issue approvals on PostgreSQL', () => defineApprovalSuite(postgresUrl));
