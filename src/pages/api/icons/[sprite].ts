import type { APIRoute } from 'astro';
import { catalogueSprite, shellMenuItems } from '@/lib/shell/shell-data.server';

export const prerender = false;

/**
 * The application catalogue's icon sprite, for signed-in pages' `<use href="/api/icons/{id}.svg#key">`.
 * The address the page names is kept a year by the browser; an older address (the catalogue changed since)
 * gets today's file, not stored, so no icon is ever missing.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  await shellMenuItems(locals.api).catch((error: unknown) => {
    console.error('[icons] menu items load failed:', error instanceof Error ? error.message : error);
  });
  const sprite = catalogueSprite();
  if (!sprite) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  const current = params['sprite'] === `${sprite.id}.svg`;
  return new Response(sprite.svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': current ? 'private, max-age=31536000, immutable' : 'private, no-store',
    },
  });
};
