import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DeviceApproval } from '@/lib/devices/schemas';
import { devices } from '@/lib/devices/server/tables';
import { plantName } from '@/lib/plants/plants';
import { InputError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { boardPlaylists } from './info-tables';

/** A refusal about one field, with the values its message is made of (so a screen says it in its language). */
function refuse(field: string, code: string, message: string, values: Record<string, string>): InputError {
  return new InputError(message, { code, fields: [{ field, code, message, values }] });
}

/**
 * Refuses approving a board with a playlist of another plant (or one that does not exist), by the playlist
 * field. The playlist's row stays locked until the approval commits, so a plant edit of it waits and then sees the board.
 */
export async function checkBoardPlaylist(tx: Tx, approval: DeviceApproval): Promise<void> {
  if (approval.use !== 'board' || !approval.playlistId) return;
  const [list] = await tx
    .select({ plant: boardPlaylists.plantId, name: boardPlaylists.name })
    .from(boardPlaylists)
    .where(eq(boardPlaylists.id, approval.playlistId))
    .for('share');
  if (!list) throw refuse('playlistId', 'playlist-unknown', 'There is no such playlist; choose one of the list.', {});
  if (list.plant !== approval.plant) {
    const values = { name: list.name, plant: plantName(list.plant), boardPlant: plantName(approval.plant) };
    const message = `The playlist ${values.name} belongs to ${values.plant}; choose a playlist of ${values.boardPlant}.`;
    throw refuse('playlistId', 'playlist-other-plant', message, values);
  }
}

/** Refuses moving a playlist to another plant while a board (not revoked) of its plant shows it, by the plant field. */
export async function refuseMoveUnderBoard(tx: Tx, id: number, plant: string): Promise<void> {
  const [board] = await tx
    .select({ name: devices.name, plant: devices.plantId })
    .from(devices)
    .where(and(eq(devices.playlistId, id), isNull(devices.revokedAt), ne(devices.plantId, plant)))
    .limit(1);
  if (board) {
    const values = { board: board.name, plant: plantName(board.plant) };
    const message = `The board ${values.board} at ${values.plant} shows this playlist: it stays at ${values.plant} while a board there shows it.`;
    throw refuse('plant', 'playlist-in-use', message, values);
  }
}
