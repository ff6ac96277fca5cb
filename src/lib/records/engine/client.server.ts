import { createJsonCall } from '@/lib/api/json-call';
import { uploadFile } from '@/lib/api/upload.server';
import { MADE_AT_HEADER } from '@/lib/outbox/made-at-header';
import { apiFetch } from '@/lib/server/perf/api-fetch';
import type { RecordAttachment, RecordComment, RecordHistoryEntry } from '@/lib/records/schemas';
import type { OpenActionItem } from './open-actions';
import type { ChildRow, FieldValue, RecordValues } from './validation';

/** A record as lists show it. */
export interface RecordItem {
  id: number;
  type: string;
  title: string;
  state: string;
  plant: string;
  version: number;
  ownerId: number;
  owner: string;
  assigneeId: number | null;
  assignee: string | null;
  createdAt: string;
  updatedAt: string;
  fields: Record<string, FieldValue>;
  /** The readers who have not acknowledged it (types with `acknowledge`). */
  notAcknowledged?: number[];
}

/** A record with everything its page shows (its history, comments and files in the shapes of the API's schema). */
export interface RecordDetail extends RecordItem {
  children: Record<string, ChildRow[]>;
  history: RecordHistoryEntry[];
  comments: RecordComment[];
  attachments: RecordAttachment[];
  canEdit: boolean;
  /** The caller works at its plant: a comment is taken. */
  canComment: boolean;
  transitions: { name: string; to: string; label: string; allowed: boolean; requires: string[] }[];
}

/** A custom field as GET /v1/RecordTypes answers it. */
export interface CustomFieldInfo {
  name: string;
  kind: 'text' | 'longText' | 'number' | 'date' | 'checkbox' | 'choice' | 'employee';
  label: string;
  required: boolean;
  options?: { value: string; label: string }[];
  custom?: boolean;
  listColumn?: boolean;
}

/** The record calls of the company API for one type, with the signed-in user's token; failures throw `ApiError`. */
export function createRecordsApi(
  options: {
    baseUrl: string;
    accessToken: string;
    lang: string;
    madeAt?: string | undefined;
    locals: Pick<App.Locals, 'config' | 'session' | 'madeAt'>;
  },
  type: string,
) {
  const base = `${options.baseUrl}/v1`;
  // In this process when the API is the embedded one (no HTTP to itself), as every kit client.
  const doFetch = apiFetch(options.locals.config);
  const call = createJsonCall({ base, accessToken: options.accessToken, fetch: doFetch });
  const lang = { 'accept-language': options.lang };
  // A form kept on the device and sent later: its writes say when it was made there.
  const key = (k: string) => ({ 'idempotency-key': k, ...(options.madeAt ? { [MADE_AT_HEADER]: options.madeAt } : {}) });
  return {
    list: (query: Record<string, string>) =>
      call<{ items: RecordItem[]; total: number; page: number; pageSize: number; counts: Record<string, number> }>(
        'GET',
        `Records/${type}`,
        query,
      ),
    get: (id: number) => call<RecordDetail>('GET', `Records/${type}/${id}`, undefined, undefined, lang),
    customFields: async () => {
      const types = await call<{ type: string; fields: CustomFieldInfo[] }[]>('GET', 'RecordTypes', undefined, undefined, lang);
      return (types.find((t) => t.type === type)?.fields ?? []).filter((f) => f.custom);
    },
    people: (plant: string) =>
      call<{ empId: number; name: string; plant: string | null }[]>('GET', `RecordTypes/${type}/People`, { plant }),
    /** The action items not yet done on the type's open records (types with an `openActions` panel). */
    openActions: (plant: string) =>
      call<{ items: OpenActionItem[] }>('GET', `Records/${type}/OpenActions`, plant === 'All' ? {} : { plant }),
    views: () => call<{ id: number; name: string; query: Record<string, string> }[]>('GET', `Records/${type}/Views`),
    saveView: (name: string, query: Record<string, string>, k: string) =>
      call('PUT', `Records/${type}/Views`, undefined, { name, query }, key(k)),
    create: (values: RecordValues & { plant: string }, k: string) =>
      call<{ id: number; version: number }>('POST', `Records/${type}`, undefined, values, key(k)),
    update: (id: number, version: number, values: RecordValues, k: string) =>
      call<{ id: number; version: number }>('PATCH', `Records/${type}/${id}`, undefined, values, {
        ...key(k),
        'if-match': `"${id}-${version}"`,
      }),
    transition: (id: number, to: string, note: string, version: number, k: string, fields?: RecordValues) =>
      call<{ id: number; version: number; state: string }>(
        'POST',
        `Records/${type}/${id}/Transitions`,
        undefined,
        { to, note: note || undefined, version, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) },
        { ...key(k), 'if-match': `"${id}-${version}"` },
      ),
    acknowledge: (id: number, k: string) => call('POST', `Records/${type}/${id}/Acknowledge`, undefined, undefined, key(k)),
    comment: (id: number, body: string, k: string) => call('POST', `Records/${type}/${id}/Comments`, undefined, { body }, key(k)),
    /** Attaches a file (multipart, so it is not JSON). */
    attach: (id: number, file: File, field: string | undefined, k: string) =>
      uploadFile(options.locals, `Records/${type}/${id}/Attachments`, file, k, { field: field || undefined }),
    /** A file or thumbnail, as the API answers it (the portal passes it on). */
    file: (id: number, thumbnail: boolean) =>
      doFetch(`${base}/Attachments/${id}${thumbnail ? '/Thumbnail' : ''}`, { headers: { authorization: `Bearer ${options.accessToken}` } }),
    /** The filtered list as CSV, as the API answers it. */
    csv: (query: Record<string, string>) =>
      doFetch(`${base}/Records/${type}?${new URLSearchParams({ ...query, format: 'csv' })}`, {
        headers: { authorization: `Bearer ${options.accessToken}`, ...lang },
      }),
  };
}

/** The records client of one type. */
export type RecordsApi = ReturnType<typeof createRecordsApi>;
