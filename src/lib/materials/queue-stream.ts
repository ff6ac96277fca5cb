/** The server-sent events of a plant's move-request changes, through the portal. */
export const MOVE_STREAM_URL = '/api/v1/MoveRequests/stream';
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 60_000;

/**
 * Calls `onChange` whenever a move request of the plant is created or changes (and each time the
 * stream (re)opens, since changes may have been missed while it was closed). The browser reconnects
 * by itself after a drop; when it gives up, a new EventSource opens after 1 s, 2 s … up to 60 s.
 * `onLive` says whether the stream is open. Returns the function that stops it.
 */
export function watchMoveRequests(plant: string, onChange: () => void, onLive: (live: boolean) => void = () => {}): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_FIRST_MS;
  let stopped = false;
  const connect = (): void => {
    clearTimeout(timer);
    source?.close();
    if (stopped) return;
    const current = new EventSource(`${MOVE_STREAM_URL}?plant=${encodeURIComponent(plant)}`);
    source = current;
    current.addEventListener('open', () => {
      delay = RETRY_FIRST_MS;
      onLive(true);
      onChange();
    });
    current.addEventListener('move', onChange);
    current.addEventListener('resync', onChange);
    current.addEventListener('error', () => {
      onLive(false);
      if (current.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
