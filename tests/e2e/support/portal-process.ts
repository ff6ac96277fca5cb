import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';

/** A portal started as its own process (`node dist/apps.mjs`), as `npm start` runs it. */
export interface PortalProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the built portal and waits for its ready line. */
export async function startPortal(env: Record<string, string>): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['dist/apps.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', APP_ENV: 'development', PUBLIC_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    // A fresh database seeds every feature's demo data first: minutes on a busy 2-core machine. A portal
    // that never said it was ready is stopped, not left running after the test run.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`portal did not start in 180 s:\n${chunks.join('')}`));
    }, 180_000);
    const check = () => {
      const match = /Apps is ready at (http:\/\/\S+)/.exec(chunks.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`portal exited with ${code}:\n${chunks.join('')}`)));
  });
  return {
    url,
    child,
    output: () => chunks.join(''),
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
