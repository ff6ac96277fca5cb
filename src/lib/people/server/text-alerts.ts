import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/database';
import type { Tx } from '@/lib/server/db/database';
import { InputError, UnprocessableError } from '@/lib/server/errors';
import { departments, employees } from '@/lib/server/db/schema/index';
import { findDepartment } from '@/lib/plant-data/server/employees';
import { findUserGroup, textRecipients } from '@/lib/plant-data/server/employees-recipients';
import type { TextAlertInput, TextAlertStatus, TextAlertSummary } from '@/lib/people/schemas';
import { textAlerts, textMessages } from './textalert-tables';

/**
 * Queues a text alert in the caller's transaction: one message per recipient (active employees of the
 * plant with a mobile number and consent, maybe of one department or user group). 400 naming the field
 * for an unknown department or group; 422 'no-recipients' when nobody would get it.
 */
export async function queueTextAlert(tx: Tx, input: TextAlertInput, sentBy: number): Promise<{ id: string; recipients: number }> {
  const department = input.department ? await findDepartment(tx, input.plant, input.department) : null;
  if (input.department && !department) {
    throw InputError.field('department', 'department-not-found', `There is no department ${input.department} at this plant.`, {
      extra: { values: { department: input.department } },
    });
  }
  const group = input.group ? await findUserGroup(tx, input.group) : null;
  if (input.group && !group) {
    throw InputError.field('group', 'group-not-found', `There is no user group ${input.group}.`, {
      extra: { values: { group: input.group } },
    });
  }
  const people = await textRecipients(tx, { plant: input.plant, departmentId: department?.departmentId, groupId: group?.groupId });
  if (people.length === 0) {
    throw new UnprocessableError('Nobody there has a mobile number and agreed to text alerts: nothing was sent.', {
      code: 'no-recipients',
    });
  }
  const [alert] = await tx
    .insert(textAlerts)
    .values({
      plantId: input.plant,
      departmentId: department?.departmentId ?? null,
      groupName: group?.name ?? null,
      message: input.message,
      sentBy,
    })
    .returning({ alertId: textAlerts.alertId });
  await tx
    .insert(textMessages)
    .values(people.map((p) => ({ alertId: alert!.alertId, empId: p.empId, toNumber: p.mobile, body: input.message })));
  return { id: alert!.alertId, recipients: people.length };
}

const counts = {
  recipients: sql<number>`count(${textMessages.messageId})::int`,
  sent: sql<number>`(count(*) filter (where ${textMessages.status} = 'sent'))::int`,
  failed: sql<number>`(count(*) filter (where ${textMessages.status} = 'failed'))::int`,
  tried: sql<number>`(count(*) filter (where ${textMessages.attempts} > 0))::int`,
};

/** An alert's status from its messages: queued until one is tried, sending until all are done, then sent (or failed when none went). */
export function alertStatus(c: { recipients: number; sent: number; failed: number; tried: number }): TextAlertStatus {
  const pending = c.recipients - c.sent - c.failed;
  const status = pending > 0 ? (c.tried > 0 ? 'sending' : 'queued') : c.sent > 0 || c.recipients === 0 ? 'sent' : 'failed';
  return { status, recipients: c.recipients, sent: c.sent, failed: c.failed };
}

/** One alert's progress with its plant (the caller checks it), or null. */
export async function textAlertStatus(db: Database, id: string): Promise<(TextAlertStatus & { plant: string }) | null> {
  const [row] = await db
    .select({ plant: textAlerts.plantId, ...counts })
    .from(textAlerts)
    .leftJoin(textMessages, eq(textMessages.alertId, textAlerts.alertId))
    .where(eq(textAlerts.alertId, id))
    .groupBy(textAlerts.alertId);
  return row ? { plant: row.plant, ...alertStatus(row) } : null;
}

/** A plant's latest alerts, newest first. */
export async function recentTextAlerts(db: Database, plant: string, limit = 50): Promise<TextAlertSummary[]> {
  const rows = await db
    .select({
      id: textAlerts.alertId,
      plant: textAlerts.plantId,
      department: departments.name,
      group: textAlerts.groupName,
      message: textAlerts.message,
      sentBy: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
      createdAt: textAlerts.createdAt,
      ...counts,
    })
    .from(textAlerts)
    .leftJoin(textMessages, eq(textMessages.alertId, textAlerts.alertId))
    .leftJoin(departments, eq(departments.departmentId, textAlerts.departmentId))
    .leftJoin(employees, eq(employees.empId, textAlerts.sentBy))
    .where(and(eq(textAlerts.plantId, plant)))
    .groupBy(textAlerts.alertId, departments.name, employees.firstName, employees.lastName)
    .orderBy(desc(textAlerts.createdAt))
    .limit(limit);
  return rows.map(({ recipients, sent, failed, tried, createdAt, ...r }) => ({
    ...r,
    createdAt: new Date(createdAt).toISOString(),
    ...alertStatus({ recipients, sent, failed, tried }),
  }));
}
