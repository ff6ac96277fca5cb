import net from 'node:net';

/** A stand-in Zebra printer: a TCP listener on a free loopback port keeping each connection's bytes. */
export interface FakeZebra {
  readonly port: number;
  /** Every label received, in order, as text. */
  readonly jobs: string[];
  /** The next label to arrive. */
  next(): Promise<string>;
  close(): Promise<void>;
}

/** Starts a stand-in Zebra printer on 127.0.0.1 (a real socket: the portal's server connects to it). */
export async function startZebra(): Promise<FakeZebra> {
  const jobs: string[] = [];
  const waiting: ((job: string) => void)[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const job = Buffer.concat(chunks).toString('utf8');
      jobs.push(job);
      waiting.shift()?.(job);
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    jobs,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port nobody listens on: a printer that is switched off (connections are refused). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
