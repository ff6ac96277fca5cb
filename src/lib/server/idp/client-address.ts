import type { IncomingMessage } from 'node:http';

/** '::ffff:10.0.0.1' and '10.0.0.1' are the same IPv4 address. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address: the connection's own, unless it comes from one of `trustedProxies`
 * (TRUST_PROXY); then X-Forwarded-For is read from the right, skipping trusted proxies, so a
 * client cannot choose its address by sending the header itself.
 * @example clientAddress(req, new Set()) // the socket's address, whatever X-Forwarded-For says
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: ReadonlySet<string>): string {
  let address = plain(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.has(address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plain).filter(Boolean);
  while (trustedProxies.has(address) && hops.length > 0) address = hops.pop() ?? address;
  return address;
}
