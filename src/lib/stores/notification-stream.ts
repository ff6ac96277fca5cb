import type { Notification } from '@/lib/api/types';

/** The server-sent events of the signed-in user's new notifications, through the portal. */
export const NOTIFICATION_STREAM_URL = '/api/v1/Notifications/stream';
/** First wait before opening the stream again after it failed; doubles up to `RETRY_MAX_MS`. */
export const RETRY_FIRST_MS = 1000;
/** Longest wait between attempts while the server cannot be reached (a board left open over a network outage). */
export const RETRY_MAX_MS = 60_000;
// One tab of the browser holds the stream; the others hear from it (HTTP/1.1 allows 6 connections per host).
const LEADER_LOCK = 'apps-notification-stream';
const CHANNEL = 'apps-notifications';

/** Options of `connectNotificationStream`. */
export interface NotificationStreamOptions {
  /** The largest notification id known, so a new connection starts with what was missed since. */
  since: () => number;
  onNotification: (notification: Notification) => void;
}

/**
 * Receives new notifications as they are created. One tab of the browser (a Web Lock decides)
 * keeps an EventSource open and shares what it hears with the other tabs; when it closes, another
 * takes over. Returns the function that stops it.
 */
export function connectNotificationStream(options: NotificationStreamOptions): () => void {
  if (!('locks' in navigator) || typeof BroadcastChannel === 'undefined') return openEventSource(options);
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Notification>) => options.onNotification(event.data);
  const waiting = new AbortController();
  let stopLeading: (() => void) | null = null;
  navigator.locks
    .request(
      LEADER_LOCK,
      { signal: waiting.signal },
      () =>
        new Promise<void>((release) => {
          const close = openEventSource({
            since: options.since,
            onNotification: (notification) => {
              options.onNotification(notification);
              channel.postMessage(notification);
            },
          });
          stopLeading = () => {
            close();
            release();
          };
        }),
    )
    .catch(() => {
      // Aborted while waiting for the lock: this page is going away.
    });
  return () => {
    waiting.abort();
    stopLeading?.();
    channel.close();
  };
}

/**
 * One EventSource with reconnection: after a drop the browser reconnects by itself and sends
 * Last-Event-ID; when it gives up (an error status) or fails twice in a row, a new one opens after
 * 1 s, 2 s, 4 s … up to 60 s, and at once when the network comes back (`online`). Nothing polls.
 */
function openEventSource({ since, onNotification }: NotificationStreamOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_FIRST_MS;
  let failures = 0;
  let stopped = false;

  const connect = (): void => {
    clearTimeout(timer);
    source?.close();
    if (stopped) return;
    const current = new EventSource(`${NOTIFICATION_STREAM_URL}?since=${since()}`);
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      delay = RETRY_FIRST_MS;
    });
    current.addEventListener('notification', (event) => {
      try {
        onNotification(JSON.parse((event as MessageEvent<string>).data) as Notification);
      } catch (error) {
        console.error('[notifications] unreadable event:', error);
      }
    });
    current.addEventListener('error', () => {
      failures += 1;
      // The first drop after a good connection is the browser's to retry (with Last-Event-ID); after that we back off.
      if (current.readyState !== EventSource.CLOSED && failures < 2) return;
      current.close();
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    });
  };
  const online = (): void => {
    if (source?.readyState === EventSource.OPEN) return;
    delay = RETRY_FIRST_MS;
    connect();
  };

  window.addEventListener('online', online);
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    window.removeEventListener('online', online);
  };
}
