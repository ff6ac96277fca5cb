import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts the built portal (dist/apps.mjs) as a real process on a free loopback port, with a fresh
 * data directory, and stops it after the run. The address goes to the tests as BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'apps-e2e-'));
  const child = spawn(process.execPath, ['dist/apps.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'development', PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start in 60 s:\n${output.join('')}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Apps is ready at (http:\/\/\S+)/.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`portal exited with ${code}:\n${output.join('')}`)));
  });
  if (process.env['E2E_SERVER_LOG']) child.stdout.pipe(process.stdout);
  process.env['BASE_URL'] = url;
  process.env['E2E_DATA_DIR'] = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
