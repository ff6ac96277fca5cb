import { z } from '@hono/zod-openapi';
import { FIELD_KINDS, type RecordTypeDef } from '@/lib/records/engine/definition';
import { valuesSchema } from '@/lib/records/engine/validation';

/** Any stored field value: text, number, yes/no, attachment ids, or nothing. */
export const FieldValueSchema = z
  .union([z.string(), z.number(), z.boolean(), z.array(z.number().int()), z.null()])
  .openapi('RecordFieldValue');

/** A child row: its id and its fields. */
export const ChildRowSchema = z.record(z.string(), FieldValueSchema).openapi('RecordChildRow');

const LabelledOption = z.object({ value: z.string(), label: z.string() });
const FieldInfo = z.object({
  name: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  required: z.boolean(),
  options: z.array(LabelledOption).optional(),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  custom: z.boolean().optional(),
  listColumn: z.boolean().optional(),
  /** A reference's typeahead: a /v1 address answering [{ value, label }] for ?q= (absent until its feature registers one). */
  lookup: z.string().optional().openapi({ example: '/v1/Lookups/employee' }),
  /** Set by the type's rules on each save; never sent. */
  computed: z.boolean().optional(),
});

/** GET /v1/RecordTypes: each type with its fields and states, labels in the caller's language. */
export const RecordTypeInfoSchema = z
  .object({
    type: z.string().openapi({ example: 'CorrectiveAction' }),
    app: z.string().openapi({ example: '/CorrectiveActions' }),
    title: z.string(),
    fields: z.array(FieldInfo),
    children: z.array(z.object({ name: z.string(), label: z.string(), fields: z.array(FieldInfo) })),
    states: z.array(z.object({ name: z.string(), label: z.string(), final: z.boolean() })),
    transitions: z.array(
      z.object({ name: z.string(), from: z.array(z.string()), to: z.string(), label: z.string(), requires: z.array(z.string()) }),
    ),
  })
  .openapi('RecordType');

const RecordHead = {
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  state: z.string(),
  plant: z.string(),
  version: z.number().int(),
  /** null (and `owner` '') when its submitter stayed anonymous. */
  ownerId: z.number().int().nullable(),
  owner: z.string(),
  assigneeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
};

/** The schema of one type's field values in answers: its own fields (and any custom field). */
function fieldsOut(def: RecordTypeDef) {
  const shape: Record<string, typeof FieldValueSchema> = {};
  for (const f of def.fields) shape[f.name] = FieldValueSchema;
  return z.object(shape).partial().catchall(FieldValueSchema);
}

/** The list answer of one type. */
export function listSchema(def: RecordTypeDef) {
  return z
    .object({
      items: z.array(z.object({ ...RecordHead, fields: fieldsOut(def), notAcknowledged: z.array(z.number().int()).optional() })),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
    })
    .openapi(`${def.type}Page`);
}

/** One entry of a record's history. */
export const HistorySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(['create', 'edit', 'transition', 'attach']),
    /** null: the anonymous submitter's opening line. */
    by: z.string().nullable(),
    at: z.string(),
    fromState: z.string().nullable(),
    toState: z.string().nullable(),
    note: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  })
  .openapi('RecordHistoryEntry');

/** One history line, as the API answers it and the record page shows it. */
export type RecordHistoryEntry = z.infer<typeof HistorySchema>;

/** One comment. */
export const CommentSchema = z
  .object({
    id: z.number().int(),
    by: z.string(),
    empId: z.number().int(),
    at: z.string(),
    body: z.string(),
    mentions: z.array(z.number().int()),
  })
  .openapi('RecordComment');

/** One comment, as the API answers it. */
export type RecordComment = z.infer<typeof CommentSchema>;

/** An attachment without its bytes. */
export const AttachmentSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    hasThumbnail: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Attachment');

/** An attachment of a record, as the API answers it. */
export type RecordAttachment = z.infer<typeof AttachmentSchema>;

/** One record of a type with its child rows, history, comments, attachments and what the caller may do. */
export function detailSchema(def: RecordTypeDef) {
  return z
    .object({
      ...RecordHead,
      fields: fieldsOut(def),
      children: z.record(z.string(), z.array(ChildRowSchema)),
      history: z.array(HistorySchema),
      comments: z.array(CommentSchema),
      attachments: z.array(AttachmentSchema),
      canEdit: z.boolean(),
      canComment: z.boolean().openapi({ description: 'The caller works at the record’s plant: comments and files are taken' }),
      transitions: z.array(
        z.object({ name: z.string(), to: z.string(), label: z.string(), allowed: z.boolean(), requires: z.array(z.string()) }),
      ),
    })
    .openapi(`${def.type}Record`);
}

/** The body of a new record or of a change: the type's fields and child tables (custom fields checked at runtime). */
export function bodySchema(def: RecordTypeDef, extra: Record<string, z.ZodType> = {}) {
  const strict = valuesSchema(def);
  return z
    .object({ ...strict.shape, ...extra })
    .catchall(FieldValueSchema)
    .openapi(`${def.type}Values`);
}

/** What a write answers: the record's id and new version. */
export const WrittenSchema = z.object({ id: z.number().int(), version: z.number().int() }).openapi('RecordWritten');

/** The query of a list. */
export const ListQuery = z.object({
  state: z.string().max(400).optional().openapi({ description: 'One state or several, comma-separated' }),
  plant: z.string().max(20).optional().openapi({ description: "A plant id; 'All' or absent: every plant" }),
  q: z.string().max(100).optional().openapi({ description: 'Text searched in the type’s searchable fields' }),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  mine: z.enum(['true', 'false']).optional().openapi({ description: 'Only records I opened' }),
  assigned: z.enum(['true', 'false']).optional().openapi({ description: 'Only records assigned to me or naming me in a child row' }),
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
  format: z.enum(['json', 'csv']).optional(),
});

/** One open action of a record: what, whose, due when, on which record. */
export const OpenActionSchema = z
  .object({
    recordId: z.number().int(),
    title: z.string(),
    plant: z.string(),
    state: z.string(),
    action: z.string(),
    ownerId: z.number().int().nullable(),
    owner: z.string().nullable(),
    dueDate: z.string().nullable().openapi({ format: 'date' }),
  })
  .openapi('RecordOpenAction');

/** One open action, as the dashboard groups them. */
export type OpenAction = z.infer<typeof OpenActionSchema>;

/** The open actions of a type's records (GET /v1/Records/{type}/OpenActions). */
export const OpenActionsSchema = z.object({ items: z.array(OpenActionSchema) });

/** The answer to an acknowledgement: the record and its new version. */
export const AcknowledgedSchema = z.object({ id: z.number().int(), version: z.number().int() });

/** An employee a record's people field may name. */
export const RecordEmployeeSchema = z.object({ empId: z.number().int(), name: z.string(), plant: z.string().nullable() });

/** The answer to a move: the record, its new version and state. */
export const MovedSchema = WrittenSchema.extend({ state: z.string() });
