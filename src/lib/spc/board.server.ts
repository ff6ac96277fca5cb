import type { ChartAnswer } from './schemas';
import { DEFAULT_PLANT, isPlantId, type PlantId } from '@/lib/plants/plants';
import type { SpcApi } from './spc-client.server';

/** What a wall board of one plant shows: each characteristic's last points, limits and capability. */
export interface SpcBoard {
  plant: string;
  charts: ChartAnswer[];
  at: string;
}

/** Points a board shows per chart: a shift's worth of trend at a glance from across the floor. */
export const BOARD_POINTS = 30;

/**
 * The data of the SPC board of a plant: every characteristic's chart (the last points), as one call a
 * board page (a person's browser or an approved board device) makes.
 */
export async function loadSpcBoard(api: SpcApi, plant: string, now = new Date()): Promise<SpcBoard> {
  const list = await api.list({ plant });
  const charts = await Promise.all(list.map((c) => api.chart(c.id, BOARD_POINTS)));
  return { plant, charts, at: now.toISOString() };
}

/** The plant a board shows: its address's ?plant=, else the person's (or the board device's) own, else the default. */
export function boardPlantOf(query: URLSearchParams, own: string): PlantId {
  const asked = query.get('plant') ?? own;
  return isPlantId(asked) ? asked : DEFAULT_PLANT;
}

/** Subgroups a measurements board lists per characteristic: the last few, as a shift reads them. */
export const BOARD_ROWS = 5;

/** The last subgroups of every characteristic of a plant, for the measurements board. */
export async function loadMeasurementsBoard(api: SpcApi, plant: string) {
  const list = await api.list({ plant });
  return Promise.all(list.map(async (ch) => ({ ch, rows: (await api.subgroups(ch.id, BOARD_ROWS)).reverse() })));
}
