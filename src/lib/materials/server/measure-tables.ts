import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Measured lengths of bar and tube stock issued to a job material (`/issueMaterial/measurements`):
 * pieces of one measured length in inches, with the heat number they came from. Rows are never edited;
 * a wrong measurement is corrected by measuring again (the newest counts on the screen, all are kept).
 */
export const materialMeasurements = pgTable(
  'material_measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id').notNull(),
    jobNum: text('job_num').notNull(),
    assemblySeq: integer('assembly_seq').notNull(),
    mtlSeq: integer('mtl_seq').notNull(),
    partNum: text('part_num').notNull(),
    /** The steel mill's heat the bar came from ('' when the issue had none). */
    heatNum: text('heat_num').notNull().default(''),
    /** The ledger issue measured, when the operator named it. */
    tranId: integer('tran_id'),
    pieces: integer('pieces').notNull(),
    lengthIn: numeric('length_in', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    notes: text('notes').notNull().default(''),
    empId: integer('emp_id'),
    measuredBy: text('measured_by').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('material_measurements_pieces', sql`${t.pieces} between 1 and 999`),
    check('material_measurements_length', sql`${t.lengthIn} > 0 and ${t.lengthIn} <= 480`),
    index('material_measurements_material').on(t.jobNum, t.assemblySeq, t.mtlSeq),
  ],
);
