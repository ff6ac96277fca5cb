// The bench's portal: the built server started as `npm run serve` starts it (NODE_ENV=production), on a
// free port with a throwaway data directory, and a person's sign-in over plain HTTP (Login, the identity
// provider's form, the callback), keeping the cookies like a browser does.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A tiny cookie jar for one origin. */
export class Jar {
  cookies = new Map();
  /** Keeps the Set-Cookie lines of a response (an expired or empty one removes its cookie). */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** The Cookie header a browser would send. */
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Starts dist/apps.mjs with `env` added (and Node's own `nodeArgs`, e.g. --cpu-prof); resolves once it prints
 * its address. With `dataDir` it reuses that directory (and leaves it in place on stop), e.g. to restart after a kill.
 */
export async function startPortal(env = {}, nodeArgs = [], { dataDir: reuse } = {}) {
  const dataDir = reuse ?? (await mkdtemp(path.join(tmpdir(), 'apps-bench-')));
  const child = spawn(process.execPath, [...(await serveFlags()), ...nodeArgs, 'dist/apps.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
      APP_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    // Seeding a new database takes far longer while other work loads the machine; a portal that never came up is not left running.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the portal did not start in 240 s:\n${output}`));
    }, 240_000);
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /Apps is ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the portal exited with ${code}:\n${output}`)));
  });
  const exited = () =>
    new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve()));
  return {
    url,
    dataDir,
    pid: child.pid,
    /** The server's output so far (stdout and stderr). */
    output: () => output,
    /** SIGKILL, no chance to flush or close anything; resolves once the process is gone. */
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
      if (!reuse) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The Node flags `npm run serve` starts the portal with (package.json's script is the one place they are
 * written): a young generation of 64 MB, so a page's objects, alive while 25 pages are under way, are
 * collected young rather than promoted and marked (at 25 connections: fewer and shorter pauses, each of
 * which every page under way waits through).
 */
export async function serveFlags() {
  const { scripts } = JSON.parse(await readFile('package.json', 'utf8'));
  return scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** fetch with the jar, following redirects by hand so every Set-Cookie is kept. */
export async function request(jar, base, url, init = {}) {
  let target = new URL(url, base);
  let options = init;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(target, {
      ...options,
      redirect: 'manual',
      headers: { ...(options.headers ?? {}), cookie: jar.header(), origin: new URL(base).origin },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: target };
    target = new URL(location, target);
    options = {};
  }
  throw new Error(`too many redirects from ${url}`);
}

function formField(html, name) {
  return (
    new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? new RegExp(`value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1]
  );
}

/** Signs `email` in like a person: the Login button, the provider's form, back on the home page. */
export async function signIn(base, email, password = 'demo') {
  const jar = new Jar();
  const login = await request(jar, base, '/login');
  const csrfToken = formField(await login.response.text(), 'csrfToken');
  if (!csrfToken) throw new Error('no csrfToken on /login');
  const toIdp = await request(jar, base, '/api/auth/signin/apps-sso', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/' }),
  });
  const idpHtml = await toIdp.response.text();
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(idpHtml)?.[1];
  if (!action) throw new Error(`no sign-in form at ${toIdp.url}`);
  const done = await request(jar, base, new URL(action.replaceAll('&amp;', '&'), toIdp.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  if (new URL(done.url).pathname !== '/') throw new Error(`sign-in ended at ${done.url} (${done.response.status})`);
  return { jar, home: await done.response.text() };
}

/** The access token inside the session cookie (decoded with the data directory's secret), for the /v1 rows. */
export async function accessTokenOf(jar, dataDir) {
  const { decode } = await import('@auth/core/jwt');
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
  const name = 'authjs.session-token';
  const cookie = jar.cookies.get(name) ?? [0, 1, 2, 3].map((i) => jar.cookies.get(`${name}.${i}`) ?? '').join('');
  const token = await decode({ token: cookie, secret: secrets.authSecret, salt: name });
  if (!token?.accessToken) throw new Error('the session cookie holds no access token');
  return token.accessToken;
}
