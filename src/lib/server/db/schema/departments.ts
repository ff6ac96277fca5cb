import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { plants } from './plants';

/** A department of a plant (Welding, Machining, Paint, ...): the plant's own list, each with a short code. */
export const departments = pgTable(
  'departments',
  {
    departmentId: integer('department_id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('departments_plant_code').on(t.plantId, t.code), index('departments_plant').on(t.plantId, t.name)],
);

/** A plant's shifts by number (1 first, 2 second, 3 third) and name; when each starts is labor's pay rule. */
export const plantShifts = pgTable(
  'plant_shifts',
  {
    plantId: text('plant_id')
      .notNull()
      .references(() => plants.plantId),
    shift: integer('shift').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.shift] })],
);
