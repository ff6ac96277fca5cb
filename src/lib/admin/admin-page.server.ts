import type { AstroCookies } from 'astro';
import type { TFunction } from 'i18next';
import { createAdminApi, type AdminApi } from './api-client.server';
import { ApiError } from '@/lib/api/errors';
import { HttpError } from '@/lib/http/errors';
import { setFlash } from '@/lib/shell/flash.server';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import { errorValuesSchema } from '@/lib/http/error-body';
import { translateApiError } from './api-errors';

export { positiveInt } from './list-query';

/** The administration API with the signed-in administrator's token (the middleware has checked Apps_Security). */
export function adminApiOf(locals: App.Locals): AdminApi {
  const accessToken = locals.session?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  return createAdminApi({ baseUrl: locals.config.apiBaseUrl, accessToken, fetch: apiFetch(locals.config) });
}

/**
 * The fields of a posted form as trimmed-at-the-edges strings (files are ignored).
 * @example await readForm(request) // { intent: 'grant', empID: '2001' }
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const data = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of data) if (typeof value === 'string') values[key] = value.slice(0, 1000);
  return values;
}

/** Why a posted form was refused, to show above it (and next to its field) with the typed values kept. */
export interface FormFailure {
  status: number;
  message: string;
  /** Each form field's own message, when the API named fields. */
  fields: Record<string, string>;
}

/**
 * Turns a refused change (400, 404 or 409 from the API) into a message for the form, in the page's
 * language by the refusal's code (the API's message where the code is unknown), placed at its fields;
 * anything else is rethrown to the error page.
 */
export function formFailure(error: unknown, t: TFunction): FormFailure {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) {
    const values = errorValuesSchema.safeParse(error.body['values']);
    const refusal = {
      status: error.status,
      code: error.code,
      message: error.detail,
      fields: error.fields,
      values: values.success ? values.data : undefined,
    };
    return { status: error.status === 404 ? 400 : error.status, ...translateApiError(t, refusal) };
  }
  throw error;
}

/** Options of `succeed`. */
export interface SucceedOptions {
  cookies: AstroCookies;
  message: string;
  location: string;
}

/** Post/Redirect/Get after a change: a success alert for the next page, then a 303 to it. */
export function succeed({ cookies, message, location }: SucceedOptions): Response {
  setFlash(cookies, { message, type: 'success' });
  return new Response(null, { status: 303, headers: { location } });
}
