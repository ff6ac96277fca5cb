import { afterEach, describe, expect, it } from 'vitest';
import { apiFetch, registerInProcessApi } from './api-fetch';

const BASE = 'http://127.0.0.1:59999';
const config = { embeddedApi: true, apiBaseUrl: BASE, publicUrl: BASE };

describe('apiFetch', () => {
  afterEach(() => registerInProcessApi(BASE, undefined));

  it("answers the portal's own /v1 in this process, with the request as it was made", async () => {
    const seen: string[] = [];
    registerInProcessApi(BASE, async (request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')} ${await request.text()}`);
      return Response.json({ ok: true });
    });
    const response = await apiFetch(config)(`${BASE}/v1/Notifications`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual(['PATCH /v1/Notifications Bearer t {"a":1}']);
  });

  it('goes over HTTP when the API is another host, the embedded API is off, or nothing is registered', async () => {
    registerInProcessApi(BASE, () => Response.json({ local: true }));
    for (const other of [
      { ...config, apiBaseUrl: 'http://127.0.0.1:1' },
      { ...config, embeddedApi: false },
    ]) {
      // Port 1 refuses the connection: the call went to the network, not to the registered handler.
      await expect(apiFetch(other)('http://127.0.0.1:1/v1/Plant')).rejects.toThrow();
    }
    registerInProcessApi(BASE, undefined);
    await expect(apiFetch(config)('http://127.0.0.1:1/v1/Plant')).rejects.toThrow();
  });
});
