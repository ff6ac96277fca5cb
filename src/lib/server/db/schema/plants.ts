import { pgTable, text } from 'drizzle-orm/pg-core';

/** The company's plants (spec §3): the rows of PLANTS in src/lib/plants, id and name. */
export const plants = pgTable('plants', {
  plantId: text('plant_id').primaryKey(),
  plantName: text('plant_name').notNull(),
});
