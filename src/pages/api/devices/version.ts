import type { APIRoute } from 'astro';
import { PORTAL_VERSION } from '@/lib/devices/server/version';

export const prerender = false;

/** The portal version a board compares with the one it loaded: a restart or a new deployment makes it reload. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ version: PORTAL_VERSION }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
