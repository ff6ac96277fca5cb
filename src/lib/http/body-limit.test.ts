import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, readCappedBody } from './body-limit.server';

const post = (body: BodyInit, headers: Record<string, string> = {}): Request =>
  new Request('http://portal.test/api/v1/MaterialIssues', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body that arrives in pieces, without a Content-Length. */
function streamOf(pieces: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === pieces) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
}

describe('readCappedBody', () => {
  it('passes a body within the limit through unchanged', async () => {
    const body = await readCappedBody(post(JSON.stringify({ quantity: 2 })));
    expect(new TextDecoder().decode(body!)).toBe('{"quantity":2}');
    expect(MAX_REQUEST_BODY_BYTES).toBe(1_048_576);
  });

  it('refuses a body whose Content-Length is over the limit, and one that streams past it', async () => {
    expect(await readCappedBody(post('x'.repeat(11)), 10)).toBeNull();
    expect(await readCappedBody(post(streamOf(5, 4)), 10)).toBeNull();
    expect((await readCappedBody(post(streamOf(2, 4)), 10))?.byteLength).toBe(8);
    expect((await readCappedBody(post('x'.repeat(10)), 10))?.byteLength).toBe(10);
  });
});
