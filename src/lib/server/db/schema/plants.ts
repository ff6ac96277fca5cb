import { pgTable, text } from 'drizzle-orm/pg-core';

/** The company's plants (spec §3), e.g. 'MfgSys' = Sheldon. */
export const plants = pgTable('plants', {
  plantId: text('plant_id').primaryKey(),
  plantName: text('plant_name').notNull(),
});
