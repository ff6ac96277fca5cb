import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files people attach (photos from a tablet's camera, PDFs), kept in the database so every instance
 * and both database kinds serve them; `owner` says what they belong to ('record:42', 'part:CYL-3020-48').
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    fileName: text('file_name').notNull(),
    /** The type read from the file's own first bytes, never the one the browser claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    /** A small JPEG of a photo (none for a PDF). */
    thumbnail: bytea('thumbnail'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => employees.empId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_owner').on(t.owner, t.id)],
);
