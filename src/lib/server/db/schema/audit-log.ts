import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what and when (administration); rows survive the deletion of what they describe. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The administrator's employee id; deliberately no foreign key, so history outlives the employee. */
    actorEmpId: integer('actor_emp_id'),
    /** What was done, e.g. 'create', 'update', 'delete', 'grant', 'revoke'. */
    action: text('action').notNull(),
    /** The kind of thing changed, e.g. 'menu_item', 'sub_app', 'user_group', 'group_member', 'app_grant'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at.desc()), index('audit_log_entity').on(t.entity, t.entityId)],
);
