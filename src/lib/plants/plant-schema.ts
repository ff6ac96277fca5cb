import { z } from 'zod';
import { ALL_PLANTS, PLANT_IDS } from './plants';

/** A plant id in a contract (kept apart from plants.ts so islands that only need the names load no zod). */
export const plantIdSchema = z.enum(PLANT_IDS, { message: 'must be a plant id' });

/** A list's plant filter in a query: a plant id or All. */
export const plantFilterSchema = z.enum([ALL_PLANTS, ...PLANT_IDS], { message: 'must be All, MfgSys, SPIRITLA, BGOHIO or REBUILD' });
