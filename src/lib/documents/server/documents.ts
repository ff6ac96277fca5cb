import { and, asc, eq, sql } from 'drizzle-orm';
import { type DocumentKind, type DocumentVersion } from '@/lib/documents/schemas';
import { MAX_FILE_BYTES } from '@/lib/http/body-limit.server';
import type { Database } from '@/lib/server/db/database';
import { jobOf } from '@/lib/plant-data/server/jobs';
import { employees } from '@/lib/server/db/schema/employees';
import { InputError, NotFoundError, TooLargeError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { sha256Of } from './file-store';
import { documents, documentVersions } from './tables';

/** Types recognised by their own first bytes: the only ones a browser is let show in place. */
const SIGNATURES: readonly { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'application/pdf', matches: (b) => b.toString('latin1', 0, 5) === '%PDF-' },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a' },
  { type: 'image/webp', matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];
/** Other types by the name's extension: kept and served as downloads, never shown in the portal's origin. */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html',
  htm: 'text/html',
  svg: 'image/svg+xml',
  dxf: 'application/dxf',
  step: 'application/step',
  stp: 'application/step',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content type of a file: by its bytes for PDFs and photos, else by its extension, else octet-stream. */
export function contentTypeOf(fileName: string, data: Buffer): string {
  const sniffed = SIGNATURES.find((s) => s.matches(data))?.type;
  if (sniffed) return sniffed;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** Whether a type may be shown in place (a photo or a PDF recognised by its bytes); everything else downloads. */
export const showsInline = (contentType: string): boolean => SIGNATURES.some((s) => s.type === contentType);

/** What a posted file belongs to, and why it was posted. */
export interface DocumentInput {
  title?: string | undefined;
  kind?: DocumentKind | undefined;
  partNum?: string | undefined;
  jobNum?: string | undefined;
  recordId?: number | undefined;
  documentId?: number | undefined;
  reason?: string | undefined;
}

/** A file checked before anything is kept: not empty, not too large; its clean name, type and hash. */
export function checkedDocumentFile(file: { name: string; data: Buffer }) {
  if (file.data.length === 0) throw InputError.field('file', 'file-empty', 'The file is empty.');
  if (file.data.length > MAX_FILE_BYTES) {
    throw new TooLargeError(`The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`, {
      code: 'file-too-large',
      fields: [{ field: 'file', code: 'file-too-large', message: 'is larger than 10 MB', values: { max: 10 } }],
    });
  }
  const fileName = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'file';
  return { fileName, data: file.data, contentType: contentTypeOf(fileName, file.data), sha256: sha256Of(file.data) };
}

async function checkOwners(tx: Tx, input: DocumentInput): Promise<{ partNum: string | null; jobNum: string | null }> {
  let partNum = input.partNum ?? null;
  if (input.jobNum) {
    const job = await jobOf(tx, input.jobNum);
    if (!job) throw InputError.field('jobNum', 'job-not-found', `Job ${input.jobNum} does not exist.`);
    partNum ??= job.partNum;
  }
  if (partNum) {
    const found = await tx.execute(sql`select 1 from parts where part_num = ${partNum}`);
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
      throw InputError.field('partNum', 'part-not-found', `Part ${partNum} does not exist.`);
    }
  }
  return { partNum, jobNum: input.jobNum ?? null };
}

/** Keeps a checked file as a new document, or as the next version of `documentId`, in the caller's transaction. */
export async function addDocumentVersion(
  tx: Tx,
  input: DocumentInput,
  file: ReturnType<typeof checkedDocumentFile>,
  empId: number,
  now: Date,
): Promise<{ id: number; version: number }> {
  let id = input.documentId;
  let version = 1;
  if (id === undefined) {
    if (!input.title) throw InputError.field('title', 'title-required', 'A new document needs a title.');
    const owners = await checkOwners(tx, input);
    const [row] = await tx
      .insert(documents)
      .values({
        title: input.title,
        kind: input.kind ?? 'drawing',
        ...owners,
        recordId: input.recordId ?? null,
        createdBy: empId,
        createdAt: now,
      })
      .returning({ id: documents.id });
    id = row!.id;
  } else {
    // The document's row locked first: two versions at once are numbered one after the other.
    const locked = await tx.execute(sql`select id from documents where id = ${id} for update`);
    if ((locked as unknown as { rows: unknown[] }).rows.length === 0) {
      throw InputError.field('documentId', 'document-not-found', `There is no document ${id}.`);
    }
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${documentVersions.version}), 0)::int` })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    version = (last?.n ?? 0) + 1;
  }
  await tx.insert(documentVersions).values({
    documentId: id,
    version,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.data.length,
    sha256: file.sha256,
    reason: input.reason ?? '',
    uploadedBy: empId,
    uploadedAt: now,
  });
  return { id, version };
}

/** Every version of a document, oldest first; 404 when there is no such document. */
export async function listVersions(db: Database, id: number): Promise<DocumentVersion[]> {
  const [doc] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
  if (!doc) throw new NotFoundError(`There is no document ${id}.`, { code: 'document-not-found' });
  const rows = await db
    .select({
      version: documentVersions.version,
      fileName: documentVersions.fileName,
      contentType: documentVersions.contentType,
      size: documentVersions.size,
      sha256: documentVersions.sha256,
      reason: documentVersions.reason,
      uploadedBy: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      uploadedAt: documentVersions.uploadedAt,
    })
    .from(documentVersions)
    .innerJoin(employees, eq(employees.empId, documentVersions.uploadedBy))
    .where(eq(documentVersions.documentId, id))
    .orderBy(asc(documentVersions.version));
  return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
}

/** One version's stored facts (no bytes); 404 when there is none. */
export async function versionOf(db: Database, id: number, version: number) {
  const [row] = await db
    .select({ fileName: documentVersions.fileName, contentType: documentVersions.contentType, sha256: documentVersions.sha256 })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, id), eq(documentVersions.version, version)));
  if (!row) throw new NotFoundError(`Document ${id} has no version ${version}.`, { code: 'version-not-found' });
  return row;
}
