import { HttpError } from '@/lib/http/errors';
import type { DeviceUse } from './schemas';

/** Who opened a device page (src/lib/devices/pages.ts): a signed-in person, an approved device, or a browser to pair. */
export type PageViewer =
  { as: 'person' } | { as: 'device'; deviceId: string; name: string; plant: string; playlistId: number | null } | { as: 'pairing' };

/**
 * The viewer of a device page: a person (their route's guards ran), the device the middleware loaded
 * (403 when it is approved for another use), or nobody yet: the page shows `PairDevice`.
 * @example const viewer = pageViewer(Astro.locals, 'kiosk'); if (viewer.as === 'device') punchesFor(viewer.plant)
 */
export function pageViewer(locals: App.Locals, use: DeviceUse): PageViewer {
  if (locals.user) return { as: 'person' };
  const device = locals.device?.device;
  if (!device) return { as: 'pairing' };
  if (device.use !== use) throw new HttpError(403, `This device is registered as a ${device.use}, not a ${use}.`);
  return { as: 'device', deviceId: device.id, name: device.name, plant: device.plant, playlistId: device.playlistId };
}
