import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireApp, subAppRequired } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import { listAttachments, prepareAttachment, storeAttachment } from '@/lib/server/attachments/attachments';
import { registerAttachmentOwner } from '@/lib/server/attachments/routes';
import type { Database } from '@/lib/server/db/database';
import { jobOf } from '@/lib/plant-data/server/jobs';
import { InputError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { jobNumParamSchema, partFileSchema, partNumParamSchema } from '@/lib/partsearch/schemas';
import { partHeader } from './bom';
import { PART_SEARCH_APP } from './routes';

/**
 * Drawings and documents of parts and jobs: kept by the shared attachments store (in the database, so
 * every instance serves them; type read from the bytes, at most 10 MB, served so a browser never runs
 * them), owned 'part:<number>' or 'job:<number>'. Anyone with part search reads them; adding one needs
 * the sub-application PartSearch_Files.
 */

/** The sub-application whose holders may add files to parts and jobs. */
export const PART_FILES_SUB_APP = 'PartSearch_Files';

const tags = ['Part search'];
const security = [{ bearer: [] }];
const idempotency = z.object({ 'idempotency-key': z.string().max(200).optional() });
const upload = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: z.object({ file: z.instanceof(File, { message: 'Choose a file to add.' }).openapi({ type: 'string', format: 'binary' }) }),
    },
  },
};
const fileList = jsonContent(z.array(partFileSchema), 'The files, oldest first');
const stored = jsonContent(partFileSchema, 'The stored file');

/** Owner kinds and how each finds its record (404 with the kind's own code when it does not exist). */
const OWNERS = {
  part: { param: partNumParamSchema, exists: async (db: Database, id: string) => (await partHeader(db, id, '')).partNum },
  job: {
    param: jobNumParamSchema,
    // A release ('118204-1') files under its job, so both show the same documents.
    exists: async (db: Database, id: string) => {
      const job = await jobOf(db, id);
      if (!job) throw new NotFoundError(`Job ${id} does not exist.`, { code: 'job-not-found', extra: { values: { jobNum: id } } });
      return job.jobNum;
    },
  },
} as const;

function fileRoutes(app: OpenAPIHono<ApiEnv>, db: Database, kind: keyof typeof OWNERS, base: string, key: 'partNum' | 'jobNum') {
  const owner = OWNERS[kind];
  const params = z.object({ [key]: owner.param }) as z.ZodObject<Record<typeof key, typeof owner.param>>;
  const path = `${base}/{${key}}/Files`;
  app.openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      security,
      summary: `The drawings and documents of a ${kind} (read each at /v1/Attachments/{id})`,
      request: { params },
      responses: { 200: fileList, ...errorResponses },
    }),
    async (c) => {
      const id = await owner.exists(db, c.req.valid('param')[key]);
      return c.json(await listAttachments(db, `${kind}:${id}`), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path,
      tags,
      security,
      middleware: [subAppRequired(PART_FILES_SUB_APP, `Only holders of ${PART_FILES_SUB_APP} may add files.`)] as const,
      summary: `Adds a PDF or photo (JPEG, PNG, WebP) of at most 10 MB to a ${kind}, its type checked by its bytes`,
      request: { params, headers: idempotency, body: upload },
      responses: { 201: stored, ...errorResponses },
    }),
    async (c) => {
      const id = await owner.exists(db, c.req.valid('param')[key]);
      const file = (await c.req.parseBody())['file'];
      if (!(file instanceof File)) throw InputError.field('file', 'required', 'Choose a file to add.');
      const prepared = await prepareAttachment({ fileName: file.name, data: Buffer.from(await file.arrayBuffer()) });
      // Read before the transaction: PGlite has one connection.
      const employee = await c.get('caller').employee();
      const answer = await idempotentWrite(c, db, async (tx) => ({
        status: 201 as const,
        body: await storeAttachment(tx, prepared, `${kind}:${id}`, employee!.empId),
      }));
      return c.json(answer.body, 201);
    },
  );
}

/** GET and POST /v1/PartSearch/{partNum}/Files and /v1/JobFiles/{jobNum}/Files; their files read through /v1/Attachments. */
export function registerPartFileRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.use('/JobFiles/*', async (c, next) => {
    await requireApp(c, PART_SEARCH_APP);
    await next();
  });
  fileRoutes(app, db, 'part', '/PartSearch', 'partNum');
  fileRoutes(app, db, 'job', '/JobFiles', 'jobNum');
  for (const kind of Object.keys(OWNERS)) {
    registerAttachmentOwner(kind, async (c) => {
      await requireApp(c, PART_SEARCH_APP);
    });
  }
}
