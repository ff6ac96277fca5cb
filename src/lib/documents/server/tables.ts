import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';

/**
 * Documents of the plants (drawings, procedures, data sheets, photos, PPAP elements), each belonging to a
 * part, a job or a record (any of them may be empty: a general procedure belongs to none).
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** 'drawing' | 'procedure' | 'data-sheet' | 'photo' | 'ppap' (DOCUMENT_KINDS). */
    kind: text('kind').notNull(),
    partNum: text('part_num'),
    jobNum: text('job_num'),
    /** The record of the record engine it belongs to ('record:42' is read as 42). */
    recordId: integer('record_id'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_part').on(t.partNum), index('documents_job').on(t.jobNum)],
);

/**
 * Every version of a document, never changed once written: its bytes are in the file store under
 * `sha256` (content-addressed, so a retry or the same file again stores nothing new).
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Why this version was made ('Rev C: bore tolerance'), as the uploader said. */
    reason: text('reason').notNull().default(''),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => employees.empId),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.version] })],
);
