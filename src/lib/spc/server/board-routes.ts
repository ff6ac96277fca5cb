import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { spcSlideSchema, type SpcSlideChart } from '@/lib/board-slides/spc-slide';
import { DEFAULT_PLANT, PLANT_IDS } from '@/lib/plants/plants';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { isDeviceSubject, requireDevice } from '@/lib/devices/server/require-device';
import { BOARD_POINTS } from '@/lib/spc/board.server';
import type { ChartAnswer } from '@/lib/spc/schemas';
import { SPC_APP } from '@/lib/spc/schemas';
import { chartOf, listCharacteristics } from './store';

// A fresh object of the extended z: the shared schema may be built before @hono/zod-openapi extends zod.
const SpcSlide = z.object(spcSlideSchema.shape).openapi('SpcSlide');

const slideRoute = createRoute({
  method: 'get',
  path: '/Boards/SPC',
  tags: ['Boards'],
  security: [{ bearer: [] }],
  summary:
    "A plant's SPC at a glance for an info board: each characteristic's last points against its limits, a broken test and Cpk (a board: its own plant's; a person: holders of /Inspections)",
  request: { query: z.object({ plant: z.enum(PLANT_IDS, { message: 'must be a plant id' }).optional() }) },
  responses: { 200: jsonContent(SpcSlide, "The plant's characteristics"), ...errorResponses },
});

/** A characteristic's chart as the slide draws it: the location chart's points and its current limits. */
function slideChart(answer: ChartAnswer): SpcSlideChart {
  const ch = answer.characteristic;
  const chart = answer.charts[0];
  const points = chart?.points ?? [];
  const last = points.at(-1);
  return {
    id: ch.id,
    partNum: ch.partNum,
    operation: ch.operation,
    name: ch.name,
    unit: ch.unit,
    points: points.map((p) => p.value),
    centerLine: last?.centerLine ?? chart?.centerLine ?? null,
    ucl: last?.ucl ?? chart?.ucl ?? null,
    lcl: last?.lcl ?? chart?.lcl ?? null,
    flagged: points.some((p) => p.tests.length > 0),
    cpk: answer.capability?.cpk ?? null,
  };
}

/** GET /v1/Boards/SPC: the SPC feature's data for the info board's SPC slide (read by boards and by holders of /Inspections). */
export function registerSpcBoardRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  // Access before the query is read: a board device (its plant is checked in the handler), or a person with SPC.
  app.use('/Boards/SPC', async (c, next) => {
    if (!isDeviceSubject(c.get('claims').sub)) await requireApp(c, SPC_APP);
    await next();
  });
  app.openapi(slideRoute, async (c) => {
    const asked = c.req.valid('query').plant;
    const plant = isDeviceSubject(c.get('claims').sub)
      ? (await requireDevice(c, db, 'board')).plant
      : (asked ?? (await c.get('caller').employee())?.plantId ?? DEFAULT_PLANT);
    const list = await listCharacteristics(db, { plant });
    const charts = await Promise.all(list.map(async (ch) => slideChart(await chartOf(db, ch.id, BOARD_POINTS))));
    return c.json({ plant, at: new Date().toISOString(), charts }, 200);
  });
}
