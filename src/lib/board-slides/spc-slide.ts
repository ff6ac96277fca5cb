import { z } from 'zod';

/**
 * The SPC slide of an info board (GET /v1/Boards/SPC): what the SPC feature offers a wall board and the
 * boards feature draws, so neither imports the other. Plain zod, safe anywhere.
 */

/** One characteristic at a glance: its location chart's last points against its current limits, a test broken, its Cpk. */
export const spcSlideChartSchema = z.object({
  id: z.number().int(),
  partNum: z.string(),
  operation: z.number().int(),
  name: z.string(),
  unit: z.string(),
  /** The location chart's last points, oldest first. */
  points: z.array(z.number()),
  centerLine: z.number().nullable(),
  ucl: z.number().nullable(),
  lcl: z.number().nullable(),
  /** A point shown breaks one of the characteristic's tests: out of control. */
  flagged: z.boolean(),
  cpk: z.number().nullable(),
});
/** One characteristic of the slide. */
export type SpcSlideChart = z.infer<typeof spcSlideChartSchema>;

/** A plant's characteristics for the slide, as of `at`. */
export const spcSlideSchema = z.object({ plant: z.string(), at: z.string(), charts: z.array(spcSlideChartSchema) });
/** The SPC slide's data. */
export type SpcSlide = z.infer<typeof spcSlideSchema>;
