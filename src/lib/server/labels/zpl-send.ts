import net from 'node:net';

/** Where a Zebra printer listens for raw ZPL. */
export interface ZplTarget {
  readonly host: string;
  /** 9100 unless the profile says otherwise. */
  readonly port?: number | undefined;
}

/**
 * Sends ZPL to a printer's raw port (9100) and resolves once the printer has taken every byte and
 * the connection is closed; rejects on a refused connection or after `timeoutMs` without progress.
 */
export function sendZpl(target: ZplTarget, zpl: string, timeoutMs = 8000): Promise<number> {
  const bytes = Buffer.from(zpl, 'utf8');
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: target.host, port: target.port ?? 9100 });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    socket.once('error', reject);
    socket.once('connect', () => socket.end(bytes));
    socket.once('close', (hadError) => {
      if (!hadError) resolve(bytes.length);
    });
  });
}
