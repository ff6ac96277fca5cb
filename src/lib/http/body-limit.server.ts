/** The largest request body the /api/v1 pass-through forwards: 1 MiB (1,048,576 bytes); beyond it, 413. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

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
