import type { KioskPunch } from './schemas';

/**
 * The kiosk's punches waiting for the network, kept in the browser's localStorage so a reload loses
 * none: each with its own key and the time it was made, sent in order and removed once the server
 * answered (recorded, a repeat, or refused). This is the seam where the device outbox will take over.
 */

/** A punch kept on the kiosk. */
export interface QueuedPunch {
  body: KioskPunch;
  key: string;
}

const STORAGE_KEY = 'apps-labor-kiosk-queue';

/** The waiting punches, oldest first. */
export function queuedPunches(): QueuedPunch[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as QueuedPunch[]) : [];
  } catch {
    return [];
  }
}

function save(queue: QueuedPunch[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
}

/** Keeps a punch for later. */
export function enqueuePunch(punch: QueuedPunch): void {
  save([...queuedPunches().filter((p) => p.key !== punch.key), punch]);
}

/**
 * Sends the waiting punches in order with `send`; a punch is removed once the server answered it (any
 * status), the rest stay when the network fails again. Answers how many were answered.
 */
export async function flushPunches(send: (punch: QueuedPunch) => Promise<'answered' | 'offline'>): Promise<number> {
  let answered = 0;
  for (const punch of queuedPunches()) {
    if ((await send(punch)) === 'offline') break;
    save(queuedPunches().filter((p) => p.key !== punch.key));
    answered += 1;
  }
  return answered;
}
