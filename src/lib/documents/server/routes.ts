import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { hasApp } from '@/lib/auth/permissions';
import { DOCUMENT_KINDS, documentVersionSchema, documentWrittenSchema } from '@/lib/documents/schemas';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { addDocumentVersion, checkedDocumentFile, listVersions, showsInline, versionOf } from './documents';
import { documentFileStore } from './file-store';

/** The application whose holders add documents and their versions (engineering's). */
export const DOCUMENTS_WRITE_APP = '/Process';
/** The applications whose holders read documents: engineering's, the traveler packet's, and part search's. */
export const DOCUMENTS_READ_APPS = ['/Process', '/printjobattachments', '/Search'] as const;

const tags = ['Documents'];
const security = [{ bearer: [] }];
const idParam = z.coerce.number({ message: 'must be a number' }).int().positive().max(2_147_483_647);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const UploadForm = z
  .object({
    file: z.instanceof(File, { message: 'Choose a file.' }).openapi({ type: 'string', format: 'binary' }),
    title: optionalText(200).openapi({ description: 'Required for a new document' }),
    kind: z.enum(DOCUMENT_KINDS, { message: `must be one of ${DOCUMENT_KINDS.join(', ')}` }).optional(),
    partNum: optionalText(50),
    jobNum: optionalText(30),
    recordId: z.coerce.number({ message: 'must be a number' }).int().positive().max(2_147_483_647).optional(),
    documentId: idParam.optional().openapi({ type: 'integer', description: 'Adds a new version to this document' }),
    reason: optionalText(500).openapi({ description: 'Why this version was made' }),
  })
  .openapi('DocumentUpload');

const uploadRoute = createRoute({
  method: 'post',
  path: '/Documents',
  tags,
  security,
  summary: `Keeps a document's file (a new document, or with documentId its next version), at most 10 MB (holders of ${DOCUMENTS_WRITE_APP}); once per Idempotency-Key`,
  request: {
    headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } },
  },
  responses: { 201: jsonContent(documentWrittenSchema, 'The document and the version kept'), ...errorResponses },
});
const versionsRoute = createRoute({
  method: 'get',
  path: '/Documents/{id}/Versions',
  tags,
  security,
  summary: 'Every version of a document, oldest first',
  request: { params: z.object({ id: idParam.openapi({ type: 'integer' }) }) },
  responses: { 200: jsonContent(z.array(documentVersionSchema), 'The versions'), ...errorResponses },
});
const fileRoute = createRoute({
  method: 'get',
  path: '/Documents/{id}/Versions/{version}/File',
  tags,
  security,
  summary:
    "A version's exact bytes with their type, not sniffed; shown in place only when a photo or a PDF, else a download, and HTML or SVG sandboxed",
  request: { params: z.object({ id: idParam.openapi({ type: 'integer' }), version: idParam.openapi({ type: 'integer' }) }) },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses,
  },
});

/** The caller when one of the reading applications is theirs; else 403 'no-application'. */
async function requireReader(c: Context<ApiEnv>): Promise<void> {
  const access = await c.get('caller').access();
  if (!DOCUMENTS_READ_APPS.some((app) => hasApp(access, app.slice(1)))) {
    throw new NotAllowedError(`Only employees with ${DOCUMENTS_READ_APPS.join(', ')} may read documents.`, { code: 'no-application' });
  }
}

/** A stored version as an answer: its own type, never sniffed, and never run in the portal's origin. */
function fileAnswer(c: Context<ApiEnv>, file: { fileName: string; contentType: string }, data: Buffer): Response {
  const inline = showsInline(file.contentType);
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=3600',
  };
  // A PDF viewer does not run under a sandbox; everything else (HTML and SVG above all) is sandboxed.
  if (file.contentType !== 'application/pdf') headers['content-security-policy'] = "sandbox; default-src 'none'; img-src 'self'";
  return c.body(new Uint8Array(data), 200, headers);
}

/** POST /v1/Documents, the versions of a document and each version's bytes. */
export function registerDocumentRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  // Access before the body is read: without the right, nothing of the upload is looked at.
  app.use('/Documents', async (c, next) => {
    if (c.req.method === 'POST') await requireApp(c, DOCUMENTS_WRITE_APP);
    await next();
  });
  app.use('/Documents/*', async (c, next) => {
    await requireReader(c);
    await next();
  });
  app.openapi(uploadRoute, async (c) => {
    const { file, ...input } = c.req.valid('form');
    const employee = await requireApp(c, DOCUMENTS_WRITE_APP);
    const checked = checkedDocumentFile({ name: file.name, data: Buffer.from(await file.arrayBuffer()) });
    // The bytes first, under their hash: a retry or a refused write leaves one unused object at most, never a row without its file.
    await documentFileStore().put(checked.sha256, checked.data);
    const answer = await idempotentWrite(c, db, async (tx) => ({
      status: 201,
      body: await addDocumentVersion(tx, input, checked, employee.empId, new Date()),
    }));
    return c.json(answer.body, 201);
  });
  app.openapi(versionsRoute, async (c) => c.json(await listVersions(db, c.req.valid('param').id), 200));
  app.openapi(fileRoute, async (c) => {
    const { id, version } = c.req.valid('param');
    const stored = await versionOf(db, id, version);
    const data = await documentFileStore().get(stored.sha256);
    if (!data) throw new NotFoundError(`The file of document ${id} version ${version} is missing.`, { code: 'file-missing' });
    return fileAnswer(c, stored, data) as never;
  });
}
