/** One stored cookie. */
interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A small cookie jar for `fetch` in tests: keeps what `Set-Cookie` sets (honouring Path, and removal by
 * an expiry in the past or Max-Age=0) and sends back the cookies whose path matches the request.
 * One jar is one browser; all requests go to one host, so domains are not tracked.
 * @example
 * const jar = new CookieJar();
 * const res = await fetch(url, { headers: { cookie: jar.header(url) }, redirect: 'manual' });
 * jar.store(url, res);
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  /** The `Cookie` header for a request to `url`. */
  header(url: string | URL): string {
    const path = new URL(url).pathname;
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  /** Stores the cookies a response to `url` sets. */
  store(url: string | URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = defaultPath(new URL(url).pathname);
      let removed = value === '';
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = attrValue;
        if (lower === 'max-age' && Number(attrValue) <= 0) removed = true;
        if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) removed = true;
      }
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** Names of the cookies held, for assertions. */
  names(): string[] {
    return [...this.cookies.keys()];
  }
}

function defaultPath(pathname: string): string {
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
}
