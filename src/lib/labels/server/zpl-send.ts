import net from 'node:net';

/** Where a Zebra printer listens for raw ZPL. */
export interface ZplTarget {
  readonly host: string;
  /** 9100 unless the profile says otherwise. */
  readonly port?: number | undefined;
}

/** Why a printer did not take a label: a screen translates the code. */
export type ZplSendFailure = 'refused' | 'timeout' | 'unreachable' | 'failed';

/** A send that did not reach the printer, with its reason as a code. */
export class ZplSendError extends Error {
  override name = 'ZplSendError';
  constructor(
    readonly code: ZplSendFailure,
    message: string,
  ) {
    super(message);
  }
}

const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTDOWN']);

function failureOf(error: NodeJS.ErrnoException): ZplSendFailure {
  if (error.code === 'ECONNREFUSED') return 'refused';
  if (error.code === 'ETIMEDOUT') return 'timeout';
  if (error.code && UNREACHABLE.has(error.code)) return 'unreachable';
  return 'failed';
}

/**
 * Sends ZPL to a printer's raw port (9100) and resolves once the printer has taken every byte and
 * the connection is closed; rejects with a `ZplSendError` on a refused connection, an unknown or
 * unreachable host, or after `timeoutMs` without progress.
 */
export function sendZpl(target: ZplTarget, zpl: string, timeoutMs = 8000): Promise<number> {
  const bytes = Buffer.from(zpl, 'utf8');
  const where = `${target.host}:${target.port ?? 9100}`;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: target.host, port: target.port ?? 9100 });
    socket.setTimeout(timeoutMs, () => socket.destroy(new ZplSendError('timeout', `${where} did not answer in ${timeoutMs / 1000} s`)));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      reject(error instanceof ZplSendError ? error : new ZplSendError(failureOf(error), `${where}: ${error.message}`));
    });
    socket.once('connect', () => socket.end(bytes));
    socket.once('close', (hadError) => {
      if (!hadError) resolve(bytes.length);
    });
  });
}
