/** The largest request body the /api/v1 pass-through forwards: 1 MiB (1,048,576 bytes); beyond it, 413. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** The largest file an upload may carry (a tablet's photo, a drawing): 10 MiB, checked again by its bytes where it is kept. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** A multipart upload's whole body: its file and the form's fields and boundaries around it. */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;

/**
 * The body limit of a request by its type: a multipart upload carries a file (up to 10 MiB), every
 * other call is JSON (1 MiB), so a photo is not refused while a 200 MB JSON body still is.
 * @example bodyLimitOf('multipart/form-data; boundary=x') // 10551296
 */
export function bodyLimitOf(contentType: string | null | undefined): number {
  return /^multipart\/form-data\b/i.test(contentType ?? '') ? MAX_UPLOAD_BODY_BYTES : MAX_REQUEST_BODY_BYTES;
}

/**
 * A request's body, read up to `limit` bytes; null when it is larger (by its Content-Length, or by
 * what arrives when the length is not given or lies), so the caller answers 413 without buffering more.
 * @example await readCappedBody(new Request('http://x/', { method: 'POST', body: 'abc' }), 2) // null
 */
export async function readCappedBody(request: Request, limit = MAX_REQUEST_BODY_BYTES): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) return null;
  if (request.body === null) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}
