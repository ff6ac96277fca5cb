import { CookieJar } from './cookie-jar';

/** A response with its body read, and the address it answered. */
export interface BrowserResponse {
  url: string;
  status: number;
  headers: Headers;
  body: string;
  /** The absolute `Location` of a redirect, if any. */
  location: string | undefined;
}

/**
 * A minimal browser for integration tests: `fetch` with its own cookie jar and manual redirects,
 * so a test sees (and can stop at) every hop of a sign-in.
 */
export class TestBrowser {
  readonly jar = new CookieJar();

  /** GET one address, without following a redirect. */
  get(url: string): Promise<BrowserResponse> {
    return this.send(url, { method: 'GET' });
  }

  /** POST a form (application/x-www-form-urlencoded), without following a redirect. */
  postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<BrowserResponse> {
    return this.send(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects from `response` with GETs until one points at an address starting with `stopAt`
   * (returned without being requested) or a response is not a redirect.
   */
  async follow(response: BrowserResponse, stopAt: string): Promise<{ stoppedAt?: string; last: BrowserResponse }> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const next = current.location;
      if (!next) return { last: current };
      if (next.startsWith(stopAt)) return { stoppedAt: next, last: current };
      current = await this.get(next);
    }
    throw new Error(`more than 10 redirects from ${response.url}`);
  }

  private async send(url: string, init: RequestInit): Promise<BrowserResponse> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    headers.set('accept', 'text/html');
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(url, res);
    const location = res.headers.get('location');
    return {
      url,
      status: res.status,
      headers: res.headers,
      body: await res.text(),
      location: location ? new URL(location, url).href : undefined,
    };
  }
}

/**
 * Reads a form of an HTML page: its action (absolute) and its hidden and pre-filled input values.
 * @example readForm('<form action="/x"><input name="a" value="1"></form>', 'http://h/') // { action: 'http://h/x', fields: { a: '1' } }
 */
export function readForm(html: string, pageUrl: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields[name] = decodeEntities(value ?? '');
  }
  return { action: new URL(decodeEntities(form[1] ?? ''), pageUrl).href, fields };
}

function decodeEntities(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}
