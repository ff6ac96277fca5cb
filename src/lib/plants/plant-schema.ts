import { z } from 'zod';
import { ALL_PLANTS, PLANT_IDS } from './plants';

/** The refusal of a value that is no plant id, the one every contract gives. */
export const PLANT_ID_MESSAGE = 'must be a plant id';

/** A plant id in a contract (kept apart from plants.ts so islands that only need the names load no zod). */
export const plantIdSchema = z.enum(PLANT_IDS, { message: PLANT_ID_MESSAGE });

/** A list's plant filter in a query: a plant id or All. */
export const plantFilterSchema = z.enum([ALL_PLANTS, ...PLANT_IDS], {
  message: `must be ${ALL_PLANTS}, ${PLANT_IDS.slice(0, -1).join(', ')} or ${PLANT_IDS.at(-1)}`,
});
