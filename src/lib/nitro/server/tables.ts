import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '@/lib/server/db/schema/employees';
import { plants } from '@/lib/server/db/schema/plants';

/** A gas cylinder part's charge specification: target ± tolerance at a reference temperature, and the largest decay. */
export const nitroSpecs = pgTable('nitro_specs', {
  partNum: text('part_num').primaryKey(),
  targetPsi: real('target_psi').notNull(),
  tolerancePsi: real('tolerance_psi').notNull(),
  referenceTempF: real('reference_temp_f').notNull(),
  maxDecayPsi: real('max_decay_psi').notNull(),
});

/** One reading of a charged cylinder (spec §3 "Nitrogen charge"); a re-charge is a new row on the same serial number. */
export const nitroCharges = pgTable(
  'nitro_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: text('serial_number').notNull(),
    jobNumber: text('job_number').notNull(),
    partNum: text('part_num')
      .notNull()
      .references(() => nitroSpecs.partNum),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    tempAtChargeF: real('temp_at_charge_f').notNull(),
    tempAtCheckF: real('temp_at_check_f').notNull(),
    finalPressurePsi: real('final_pressure_psi').notNull(),
    pressureDecayPsi: real('pressure_decay_psi').notNull(),
    packagingPressurePsi: real('packaging_pressure_psi'),
    paintLineEmpId: integer('paint_line_emp_id').references(() => employees.empId),
    safetyWire: boolean('safety_wire').notNull(),
    /** A re-charge of a cylinder whose earlier reading failed. */
    newReading: boolean('new_reading').notNull().default(false),
    correctedPsi: real('corrected_psi').notNull(),
    result: text('result', { enum: ['PASS', 'FAIL'] }).notNull(),
    reasons: jsonb('reasons').notNull().$type<string[]>(),
    /** The specification the reading was judged against, as it was then. */
    spec: jsonb('spec')
      .notNull()
      .$type<{ partNum: string; targetPsi: number; tolerancePsi: number; referenceTempF: number; maxDecayPsi: number }>(),
    empId: integer('emp_id')
      .notNull()
      .references(() => employees.empId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('nitro_result', sql`${t.result} in ('PASS', 'FAIL')`),
    check('nitro_packaging_needs_wire', sql`${t.packagingPressurePsi} is null or ${t.safetyWire}`),
    index('nitro_serial').on(t.serialNumber, t.at),
    index('nitro_plant_at').on(t.plantId, t.at.desc()),
  ],
);
