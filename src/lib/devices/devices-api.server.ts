import { apiCallOf } from '@/lib/api/api-call.server';
import type { Device, PlaylistChoice } from './schemas';

/** The device calls an administrator's screen makes (types from the contract's zod schemas). */
export interface DevicesApi {
  list(): Promise<Device[]>;
  approve(
    input: { userCode: string; name: string; plant: string; use: string; playlistId?: string | number | null },
    key: string,
  ): Promise<Device>;
  revoke(id: string, key: string): Promise<Device>;
  /** Every plant's info board playlists, to approve a board with one. */
  playlists(): Promise<PlaylistChoice[]>;
}

/** The device calls with the signed-in administrator's token. */
export function devicesApiOf(locals: App.Locals): DevicesApi {
  const call = apiCallOf(locals);
  return {
    list: () => call('GET', 'Devices'),
    approve: (input, key) => call('POST', 'Devices', undefined, input, { 'idempotency-key': key }),
    revoke: (id, key) => call('POST', `Devices/${encodeURIComponent(id)}/Revoke`, undefined, undefined, { 'idempotency-key': key }),
    playlists: () => call('GET', 'Boards/Playlists'),
  };
}
