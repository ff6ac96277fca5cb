import { parseErrorBody } from '@/lib/http/error-body';
import { HttpError } from '@/lib/http/errors';
import { MADE_AT_HEADER } from '@/lib/outbox/made-at-header';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import { ApiError } from './errors';

/**
 * Sends one file to the company API as the signed-in user (multipart, so not through the JSON call),
 * in this process when the API is the embedded one; a refusal is an `ApiError` with the API's code
 * and fields, as the JSON call's are, so the page places it by its field. `fields` go beside the file
 * (an undefined one is left out).
 * @example await uploadFile(Astro.locals, 'PartSearch/CYL-1/Files', file, formKey)
 */
export async function uploadFile<T>(
  locals: Pick<App.Locals, 'config' | 'session' | 'madeAt'>,
  path: string,
  file: File,
  idempotencyKey: string,
  fields: Record<string, string | undefined> = {},
): Promise<T> {
  const accessToken = locals.session?.accessToken;
  if (!accessToken) throw new HttpError(401, 'Sign-in required');
  const form = new FormData();
  form.set('file', file);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  let res: Response;
  try {
    res = await apiFetch(locals.config)(`${locals.config.apiBaseUrl}/v1/${path}`, {
      method: 'POST',
      body: form,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        'idempotency-key': idempotencyKey,
        // A form kept on the device and sent later: the upload says when it was made there, as the JSON call does.
        ...(locals.madeAt ? { [MADE_AT_HEADER]: locals.madeAt } : {}),
      },
    });
  } catch (error) {
    throw new ApiError(0, path, error instanceof Error ? error.message : String(error));
  }
  if (!res.ok) {
    const answer = parseErrorBody(await res.json().catch(() => null))?.error;
    throw new ApiError(
      res.status,
      path,
      answer?.message ?? res.statusText,
      answer ? { code: answer.code, fields: answer.fields ?? [], body: answer } : {},
    );
  }
  return (await res.json()) as T;
}
