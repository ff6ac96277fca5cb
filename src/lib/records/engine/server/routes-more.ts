import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { hasApp, isAdministrator } from '@/lib/auth/permissions';
import { say, type FieldDef, type RecordTypeDef } from '@/lib/records/engine/definition';
import type { ApiEnv } from '@/lib/server/api/api-env';
import { requireSubApp, subAppRequired } from '@/lib/server/api/require-access';
import { errorResponses, jsonContent } from '@/lib/server/api/schemas';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotAllowedError, NotFoundError } from '@/lib/server/errors';
import { idempotentWrite } from '@/lib/server/idempotency/idempotency';
import { prepareAttachment, storeAttachment } from '@/lib/server/attachments/attachments';
import { languageOf, recordCaller, typeAccess } from './caller';
import { lookupAddress } from '@/lib/server/api/lookups';
import { addCustomField, CUSTOM_KINDS, customFieldsOf, customFieldsRead, type CustomField } from './custom-fields';
import { recordTypes } from './registry';
import { AttachmentSchema, CommentSchema, RecordTypeInfoSchema, AcknowledgedSchema, RecordEmployeeSchema } from '@/lib/records/schemas';
import { acknowledgeRecord, addComment, attachToRecord } from './comments';
import { recordViews } from './tables';
import { savedViewsRead } from './reads';
import { employees } from '@/lib/server/db/schema/employees';

const security = [{ bearer: [] }];
const idempotency = z.object({ 'idempotency-key': z.string().optional() });
const idParam = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,9}$/, { message: 'must be a record number such as 42' })
    .transform(Number)
    .openapi({ type: 'string', example: '42' }),
});
const json = <T>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

function fieldInfo(f: FieldDef & Partial<Pick<CustomField, 'listColumn' | 'custom'>>, lang: string) {
  return {
    name: f.name,
    kind: f.kind,
    label: say(f.label, lang),
    required: f.required ?? false,
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, label: say(o.label, lang) })) } : {}),
    ...(f.unit ? { unit: f.unit } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.custom ? { custom: true, listColumn: f.listColumn ?? false } : {}),
    ...(lookupOf(f) ? { lookup: lookupOf(f) } : {}),
    ...(f.computed ? { computed: true } : {}),
  };
}

/** The `/v1` address a reference field's typeahead asks (`?q=`), once the feature keeping those things registered it. */
export const lookupOf = (f: FieldDef): string | undefined => lookupAddress(f.kind === 'record' ? `record.${f.recordType}` : f.kind);

/** A type as GET /v1/RecordTypes answers it, in one language. */
export function typeInfo(def: RecordTypeDef, custom: readonly CustomField[], lang: string) {
  return {
    type: def.type,
    app: def.app,
    title: say(def.title, lang),
    fields: [...def.fields, ...custom].map((f) => fieldInfo(f, lang)),
    children: (def.children ?? []).map((ch) => ({
      name: ch.name,
      label: say(ch.label, lang),
      fields: ch.fields.map((f) => fieldInfo(f, lang)),
    })),
    states: def.states.map((s) => ({ name: s.name, label: say(s.label, lang), final: s.final ?? false })),
    transitions: def.transitions.map((t) => ({
      name: t.name,
      from: [...t.from],
      to: t.to,
      label: say(t.label, lang),
      requires: [...(t.requires ?? [])],
    })),
  };
}

const NewCustomFieldSchema = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]{1,39}$/, { message: 'must be camelCase letters and digits, such as supplierLot' }),
  kind: z.enum(CUSTOM_KINDS),
  labelEn: z.string().trim().min(1).max(80),
  labelEs: z.string().trim().min(1).max(80),
  required: z.boolean().default(false),
  listColumn: z.boolean().default(false),
  options: z
    .array(
      z.object({ value: z.string().min(1).max(40), label: z.object({ en: z.string().min(1).max(80), es: z.string().min(1).max(80) }) }),
    )
    .max(50)
    .optional(),
});

const ADMIN_ONLY = 'Only administrators (Apps_Security) may add fields.';

const ViewSchema = z.object({ id: z.number().int(), name: z.string(), query: z.record(z.string(), z.string()) }).openapi('RecordView');

/** Registers the calls every type shares: the types, custom fields, comments, attachments and saved views. */
export function registerSharedRecordRoutes(app: OpenAPIHono<ApiEnv>, db: Database): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/RecordTypes',
      tags: ['Records'],
      security,
      summary: 'The record types the caller may open, with fields and states in the caller’s language',
      responses: { 200: jsonContent(z.array(RecordTypeInfoSchema), 'Types'), ...errorResponses },
    }),
    async (c) => {
      const access = await c.get('caller').access();
      const lang = languageOf(c);
      const generations = await c.get('caller').generations();
      const out = [];
      for (const def of recordTypes().filter((d) => hasApp(access, d.app.split('/')[1] ?? d.app))) {
        out.push(typeInfo(def, await customFieldsRead(db, generations, def.type), lang));
      }
      return c.json(out, 200);
    },
  );

  for (const def of recordTypes()) {
    const base = `/Records/${def.type}`;
    const tags = [`Records: ${def.title.en}`];
    const middleware = typeAccess(def);
    app.openapi(
      createRoute({
        method: 'post',
        path: `/RecordTypes/${def.type}/CustomFields`,
        tags,
        security,
        summary: `Adds a field to ${def.title.en} at runtime (Apps_Security; audited)`,
        // Apps_Security is checked before the body: a non-administrator is told 403 whatever they sent.
        middleware: subAppRequired('Apps_Security', ADMIN_ONLY),
        request: { headers: idempotency, ...json(NewCustomFieldSchema) },
        responses: { 201: jsonContent(RecordTypeInfoSchema, 'The type with its new field'), ...errorResponses },
      }),
      async (c) => {
        const admin = await requireSubApp(c, 'Apps_Security', ADMIN_ONLY);
        const input = c.req.valid('json');
        const answer = await idempotentWrite(c, db, async (tx) => {
          await addCustomField(tx, def, input, admin.empId);
          return { status: 201 as const, body: typeInfo(def, await customFieldsOf(tx, def.type), languageOf(c)) };
        });
        return c.json(answer.body, 201);
      },
    );
    app.openapi(
      createRoute({
        method: 'post',
        path: `${base}/{id}/Comments`,
        tags,
        security,
        middleware,
        summary: 'A comment; each @name (the e-mail before @) is notified',
        request: { params: idParam, headers: idempotency, ...json(z.object({ body: z.string().trim().min(1).max(4000) })) },
        responses: { 201: jsonContent(CommentSchema, 'The comment'), ...errorResponses },
      }),
      async (c) => {
        const caller = await recordCaller(c, def);
        const { id } = c.req.valid('param');
        const { body } = c.req.valid('json');
        const answer = await idempotentWrite(c, db, async (tx) => ({
          status: 201 as const,
          body: await addComment(tx, def, caller, id, body),
        }));
        return c.json(answer.body, 201);
      },
    );
    app.openapi(
      createRoute({
        method: 'post',
        path: `${base}/{id}/Attachments`,
        tags,
        security,
        middleware,
        summary:
          'Attaches a photo (JPEG, PNG, WebP) or PDF of at most 10 MB, checked by its bytes; `field` names the attachment field it joins',
        request: {
          params: idParam,
          headers: idempotency,
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({
                  file: z.instanceof(File, { message: 'Choose a file to attach.' }).openapi({ type: 'string', format: 'binary' }),
                  field: z.string().optional(),
                }),
              },
            },
          },
        },
        responses: { 201: jsonContent(AttachmentSchema, 'The stored file'), ...errorResponses },
      }),
      async (c) => {
        const caller = await recordCaller(c, def);
        const { id } = c.req.valid('param');
        const form = await c.req.parseBody();
        const file = form['file'];
        if (!(file instanceof File)) throw InputError.field('file', 'required', 'Choose a file to attach.');
        const field = typeof form['field'] === 'string' && form['field'] !== '' ? form['field'] : undefined;
        if (field !== undefined && def.fields.find((f) => f.name === field)?.kind !== 'attachment')
          throw InputError.field('field', 'not-an-attachment-field', `${field} is not an attachment field of ${def.type}.`);
        const prepared = await prepareAttachment({ fileName: file.name, data: Buffer.from(await file.arrayBuffer()) });
        const answer = await idempotentWrite(c, db, async (tx) => ({
          status: 201 as const,
          body: await attachToRecord(tx, def, caller, id, field, (owner) => storeAttachment(tx, prepared, owner, caller.empId)),
        }));
        return c.json(answer.body, 201);
      },
    );
    if (def.acknowledge)
      app.openapi(
        createRoute({
          method: 'post',
          path: `${base}/{id}/Acknowledge`,
          tags,
          security,
          middleware,
          summary: 'The caller acknowledges the record (marked in its readers; added when not listed)',
          request: { params: idParam, headers: idempotency },
          responses: { 200: jsonContent(AcknowledgedSchema, 'Acknowledged'), ...errorResponses },
        }),
        async (c) => {
          const caller = await recordCaller(c, def);
          const { id } = c.req.valid('param');
          const answer = await idempotentWrite(c, db, async (tx) => ({
            status: 200 as const,
            body: await acknowledgeRecord(tx, def, caller, id),
          }));
          return c.json(answer.body, 200);
        },
      );
    app.openapi(
      createRoute({
        method: 'get',
        path: `/RecordTypes/${def.type}/People`,
        tags,
        security,
        middleware,
        summary: 'The employees a form offers for its employee fields: the plant’s first (every plant when none is given), at most 500',
        request: { query: z.object({ plant: z.string().max(20).optional() }) },
        responses: {
          200: jsonContent(z.array(RecordEmployeeSchema), 'Employees'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { plant } = c.req.valid('query');
        const rows = await db
          .select({ empId: employees.empId, first: employees.firstName, last: employees.lastName, plant: employees.plantId })
          .from(employees)
          .orderBy(sql`${employees.plantId} is distinct from ${plant ?? null}`, employees.lastName, employees.firstName)
          .limit(500);
        return c.json(
          rows.map((r) => ({ empId: r.empId, name: `${r.first} ${r.last}`, plant: r.plant })),
          200,
        );
      },
    );
    app.openapi(
      createRoute({
        method: 'get',
        path: `${base}/Views`,
        tags,
        security,
        middleware,
        summary: 'The caller’s saved views of this list',
        responses: { 200: jsonContent(z.array(ViewSchema), 'Views'), ...errorResponses },
      }),
      async (c) => {
        const caller = await recordCaller(c, def);
        return c.json(await savedViewsRead(db, await c.get('caller').generations(), def.type, caller.empId), 200);
      },
    );
    app.openapi(
      createRoute({
        method: 'put',
        path: `${base}/Views`,
        tags,
        security,
        middleware,
        summary: 'Saves a view (filters, columns, sort) under a name; the same name replaces it',
        request: {
          headers: idempotency,
          ...json(z.object({ name: z.string().trim().min(1).max(60), query: z.record(z.string().max(40), z.string().max(400)) })),
        },
        responses: { 200: jsonContent(ViewSchema, 'The view'), ...errorResponses },
      }),
      async (c) => {
        const caller = await recordCaller(c, def);
        const { name, query } = c.req.valid('json');
        const answer = await idempotentWrite(c, db, async (tx) => {
          const [row] = await tx
            .insert(recordViews)
            .values({ type: def.type, empId: caller.empId, name, query })
            .onConflictDoUpdate({ target: [recordViews.type, recordViews.empId, recordViews.name], set: { query, createdAt: sql`now()` } })
            .returning({ id: recordViews.id, name: recordViews.name, query: recordViews.query });
          return { status: 200 as const, body: row! };
        });
        return c.json(answer.body, 200);
      },
    );
  }
}

/** Whether the caller may read a record's attachments: they hold its type's application. */
export async function mayReadRecordAttachments(access: Parameters<typeof hasApp>[0], db: Database, recordId: string): Promise<void> {
  const [row] = await db
    .execute<{ type: string }>(sql`select type from records where id = ${Number(recordId) || 0}`)
    .then((r) => (r as unknown as { rows: { type: string }[] }).rows);
  const def = recordTypes().find((d) => d.type === row?.type);
  if (!def) throw new NotFoundError('There is no such attachment.');
  if (!hasApp(access, def.app.split('/')[1] ?? def.app) && !isAdministrator(access))
    throw new NotAllowedError(`Only employees with the application ${def.app} may read this file.`, { code: 'no-application' });
}
