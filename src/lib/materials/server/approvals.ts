import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { employees } from '@/lib/server/db/schema/index';
import { employeePlants } from '@/lib/server/db/schema/access';
import { ADMIN_SUB_APP_ID } from '@/lib/server/db/access';
import { listHolders, type Grantor } from '@/lib/server/api/access-requests';
import { createNotification } from '@/lib/server/notify/notify';
import { OVER_ISSUE_150_RIGHT, OVER_ISSUE_RIGHT, type IssueCheck } from '@/lib/materials/rules';

/** An over-issue right: the one an issue over 120 % needs, or the one over 150 %. */
export type OverIssueRight = NonNullable<IssueCheck['right']>;

/** The rights that allow an over-issue needing `right` (the 150 % right covers 120 % too). */
const rightsCovering = (right: OverIssueRight): string[] =>
  right === OVER_ISSUE_RIGHT ? [OVER_ISSUE_RIGHT, OVER_ISSUE_150_RIGHT] : [OVER_ISSUE_150_RIGHT];

/**
 * Who may make an over-issue needing `right` at `plant`: the holders of the right who work there (their
 * own plant, a plant granted them, or every plant for administrators), by name.
 */
export async function overIssueApprovers(db: Database | Tx, plant: string, right: OverIssueRight): Promise<Grantor[]> {
  const holders = await listHolders(db, rightsCovering(right));
  if (holders.length === 0) return [];
  const ids = holders.map((h) => h.empId);
  const [own, granted, admins] = await Promise.all([
    db.select({ empId: employees.empId, plantId: employees.plantId }).from(employees).where(inArray(employees.empId, ids)),
    db.select({ empId: employeePlants.empId }).from(employeePlants).where(eq(employeePlants.plantId, plant)),
    listHolders(db, [ADMIN_SUB_APP_ID]),
  ]);
  const there = new Set([
    ...own.filter((e) => e.plantId === plant).map((e) => e.empId),
    ...granted.map((g) => g.empId),
    ...admins.map((a) => a.empId),
  ]);
  return holders.filter((h) => there.has(h.empId));
}

/** What a person without the right asks an approver to issue. */
export interface OverIssueAsk {
  asker: { empId: number; firstName: string; lastName: string };
  jobNum: string;
  assemblySeq: number;
  mtlSeq: number;
  partNum: string;
  uom: string;
  quantity: number;
  percent: number | null;
}

/** Tells each approver, through the bell, what is asked, with a link to that material's issue; in the caller's transaction. */
export async function askOverIssueApproval(tx: Tx, approvers: readonly Grantor[], ask: OverIssueAsk): Promise<void> {
  const who = `${ask.asker.firstName} ${ask.asker.lastName} (${ask.asker.empId})`;
  const action = `/issueMaterial/issueDialog?job=${encodeURIComponent(ask.jobNum)}&asm=${ask.assemblySeq}&mtl=${ask.mtlSeq}`;
  for (const approver of approvers) {
    await createNotification(tx as unknown as Database, {
      username: approver.username,
      message: {
        key: ask.percent === null ? 'overIssueAsk' : 'overIssueAskPercent',
        values: { who, quantity: ask.quantity, uom: ask.uom, part: ask.partNum, job: ask.jobNum, percent: ask.percent ?? '' },
      },
      action,
    });
  }
}
