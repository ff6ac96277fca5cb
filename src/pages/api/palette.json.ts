import type { APIRoute } from 'astro';
import { loadUserState } from '@/lib/auth/user-state.server';
import { claimsToken } from '@/lib/auth/tokens';
import { paletteData } from '@/lib/shell/palette.server';
import { canOpenRoute } from '@/lib/routes/route-access';

export const prerender = false;

/**
 * The command palette's entries for the signed-in employee: the applications and pages they may
 * open, fetched when the palette first opens so no page carries them (see src/lib/shell/palette.ts).
 */
export const GET: APIRoute = async ({ locals }) => {
  const { session, api, config } = locals;
  if (!session?.accessToken || !api) {
    return Response.json({ error: { name: 'AuthenticationError', message: 'Sign in again.' } }, { status: 401 });
  }
  // The middleware leaves /api/ requests without the user state; the palette needs the access collection.
  const user = locals.user ?? (await loadUserState(api, claimsToken(session), session.uniqueName ?? '')).user;
  const data = paletteData((route) => canOpenRoute(route, user, config));
  return Response.json(data, { headers: { 'cache-control': 'private, no-store' } });
};
