import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { errorResponses } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotFoundError } from '@/lib/server/errors';
import { readAttachment } from './attachments';

/** Checks that the caller may read what an owner names ('record:42' -> the record's type and application); throws when not. */
export type OwnerCheck = (c: Context<ApiEnv>, db: Database, ownerId: string) => Promise<void>;

const owners = new Map<string, OwnerCheck>();

/** A feature's attachments are read through its own check: `registerAttachmentOwner('record', check)`. */
export function registerAttachmentOwner(kind: string, check: OwnerCheck): void {
  owners.set(kind, check);
}

const idParam = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/)
    .transform(Number)
    .openapi({ type: 'string', example: '7' }),
});

function route(thumbnail: boolean) {
  return createRoute({
    method: 'get',
    path: thumbnail ? '/Attachments/{id}/Thumbnail' : '/Attachments/{id}',
    tags: ['Attachments'],
    security: [{ bearer: [] }],
    summary: thumbnail ? 'A photo’s JPEG thumbnail' : 'An attached file, as stored; served so that a browser never runs it',
    request: { params: idParam },
    responses: {
      200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
      ...errorResponses,
    },
  });
}

/** GET /v1/Attachments/{id} and its thumbnail, each read only by those who may read its owner. */
export function registerAttachmentRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  for (const thumbnail of [false, true]) {
    app.openapi(route(thumbnail), async (c) => {
      const { id } = c.req.valid('param');
      const file = await readAttachment(db, id, thumbnail);
      const [kind = '', ownerId = ''] = file.owner.split(':');
      const check = owners.get(kind);
      if (!check) throw new NotFoundError(`There is no attachment ${id}.`);
      await check(c, db, ownerId);
      return attachmentResponse(c, file) as never;
    });
  }
}

/** A stored file as an answer a browser shows (a photo inline) or downloads, and never runs: its own type, sandboxed, not sniffed. */
export function attachmentResponse(c: Context<ApiEnv>, file: { fileName: string; contentType: string; data: Buffer }): Response {
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  return c.body(new Uint8Array(file.data), 200, {
    'content-type': file.contentType,
    'content-disposition': `${disposition}; filename="${encodeURIComponent(file.fileName)}"`,
    'content-security-policy': "sandbox; default-src 'none'; img-src 'self'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=3600',
  });
}
