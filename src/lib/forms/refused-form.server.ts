import type { AstroCookies } from 'astro';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { getAppConfig } from '@/lib/config/app-config.server';
import type { RefusalMessages } from './refusals';

/** The cookie that carries a refused post's messages and typed values to the page it redirects to. */
export const REFUSED_FORM_COOKIE = 'form-refused';

/** A refused post, as the page shows it again after its redirect. */
export interface RefusedForm extends RefusalMessages {
  /** What was typed, by field, to fill the form again. */
  values: Record<string, string>;
  /** The HTTP status the refusal had (the page after the redirect answers 200). */
  status: number;
}

// Browsers keep a cookie of about 4 KB: a long form's values are left out rather than losing the messages.
const MAX_COOKIE = 3800;

interface Stored extends RefusedForm {
  /** The page (path and query) it was refused on; another page ignores it. */
  at: string;
}

const encode = (value: Stored) => deflateRawSync(JSON.stringify(value)).toString('base64url');

/**
 * Post/Redirect/Get for a refusal: the messages and what was typed go in a cookie that lives a minute,
 * and a 303 leads back to the same page, which shows them (`takeRefusedForm`). So reload and Back after
 * a refused post never ask to send the form again, as after a saved one.
 */
export function refuseForm(cookies: AstroCookies, url: URL, refused: RefusedForm): Response {
  const at = `${url.pathname}${url.search}`;
  let value = encode({ ...refused, at });
  if (value.length > MAX_COOKIE) value = encode({ ...refused, values: {}, at });
  const secure = getAppConfig().publicUrl.startsWith('https:');
  cookies.set(REFUSED_FORM_COOKIE, value, { path: '/', maxAge: 60, sameSite: 'lax', httpOnly: true, secure });
  return new Response(null, { status: 303, headers: { location: at } });
}

/** The refusal a redirect brought to this page (then forgotten, so a reload shows a clean form), else null. */
export function takeRefusedForm(cookies: AstroCookies, url: URL): RefusedForm | null {
  const raw = cookies.get(REFUSED_FORM_COOKIE)?.value;
  if (!raw) return null;
  cookies.delete(REFUSED_FORM_COOKIE, { path: '/' });
  try {
    const stored = JSON.parse(inflateRawSync(Buffer.from(raw, 'base64url')).toString('utf8')) as Partial<Stored>;
    if (stored.at !== `${url.pathname}${url.search}`) return null;
    return {
      status: typeof stored.status === 'number' ? stored.status : 400,
      summary: typeof stored.summary === 'string' ? stored.summary : '',
      fields: stringRecord(stored.fields),
      values: stringRecord(stored.values),
    };
  } catch {
    return null;
  }
}

/** Only the string members of a parsed object (a cookie is the browser's to change). */
function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
