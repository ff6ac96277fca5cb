import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Callbacks of a LISTEN subscription. */
export interface ListenHandlers {
  /** A NOTIFY payload on the channel. */
  onNotify(payload: string): void;
  /** The connection was lost and listens again; what was announced in between is lost, so catch up from the tables. */
  onReconnect?(): void;
}

/** Stops listening (and closes the connection that listened, if it had its own). */
export type Unlisten = () => Promise<void>;

/** Subscribes to a LISTEN/NOTIFY channel of the database. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

function checkChannel(channel: string): void {
  // The name goes into the LISTEN statement as an identifier, so only plain lower-case names are taken.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`LISTEN channel '${channel}' must be a lower-case identifier`);
}

/** LISTEN on PGlite: the one in-process connection hears the NOTIFYs of its own transactions when they commit. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    checkChannel(channel);
    const unlisten = await client.listen(channel, handlers.onNotify);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
}

/**
 * LISTEN on a PostgreSQL server over a connection of its own (a pooled one cannot hold a LISTEN),
 * so NOTIFYs of every instance reach this one. A lost connection is opened again with a growing
 * delay (0.5 s up to 30 s), and `onReconnect` then tells the listener to catch up.
 */
export function postgresListen(databaseUrl: string): Listen {
  return async (channel, handlers) => {
    checkChannel(channel);
    let stopped = false;
    let current: pg.Client | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;

    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
      });
      // 'end' follows every loss of the connection; 'error' alone must not crash the process.
      client.on('error', () => {});
      client.on('end', () => {
        if (current !== client) return;
        current = null;
        if (!stopped) retry();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
    };

    const retry = (): void => {
      timer = setTimeout(() => {
        connect().then(
          () => {
            delay = RETRY_FIRST_MS;
            if (!stopped) handlers.onReconnect?.();
          },
          (error: unknown) => {
            console.warn(`[db] LISTEN ${channel} failed, retrying in ${delay} ms:`, error instanceof Error ? error.message : error);
            delay = Math.min(delay * 2, RETRY_MAX_MS);
            if (!stopped) retry();
          },
        );
      }, delay);
      timer.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    };
  };
}
