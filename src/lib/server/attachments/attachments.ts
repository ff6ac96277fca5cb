import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_FILE_BYTES } from '@/lib/http/body-limit.server';
import type { Database } from '@/lib/server/db/database';
import { InputError, NotFoundError, TooLargeError } from '@/lib/server/errors';
import type { Tx } from '@/lib/server/db/database';
import { attachments } from './tables';
import { thumbnailOf } from './thumbnail';

/** The largest file a person may attach: a phone photo at full size, or a scanned PDF (what an upload's body may carry). */
export const MAX_ATTACHMENT_BYTES = MAX_FILE_BYTES;

/** The types accepted, each recognised by its first bytes (the browser's claim is never believed). */
const SIGNATURES: readonly { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { type: 'application/pdf', matches: (b) => b.toString('latin1', 0, 5) === '%PDF-' },
];

/** The content type of a file by its first bytes, or null when it is none of the accepted kinds. */
export function sniffContentType(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.matches(data))?.type ?? null;
}

/** An attachment as lists and records show it (no bytes). */
export interface AttachmentInfo {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  hasThumbnail: boolean;
  createdAt: string;
}

/** A file as received: its name and bytes. */
export interface IncomingFile {
  fileName: string;
  data: Buffer;
}

/**
 * Checks a file before anything is stored: not empty, at most `MAX_ATTACHMENT_BYTES`, and a photo
 * (JPEG, PNG, WebP) or a PDF by its own bytes; else an input or too-large error on field `file`.
 */
export function checkedFile(file: IncomingFile): { fileName: string; data: Buffer; contentType: string } {
  if (file.data.length === 0) throw InputError.field('file', 'file-empty', 'The file is empty.');
  if (file.data.length > MAX_ATTACHMENT_BYTES) {
    throw new TooLargeError(`The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`, {
      code: 'file-too-large',
      fields: [{ field: 'file', code: 'file-too-large', message: 'is larger than 10 MB', values: { max: 10 } }],
    });
  }
  const contentType = sniffContentType(file.data);
  if (!contentType) throw InputError.field('file', 'file-type', 'Only photos (JPEG, PNG, WebP) and PDF files may be attached.');
  const fileName = file.fileName.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'file';
  return { fileName, data: file.data, contentType };
}

/** Makes a photo's thumbnail outside any transaction (it takes CPU, not the database). */
export async function prepareAttachment(file: IncomingFile) {
  const checked = checkedFile(file);
  const thumbnail = checked.contentType.startsWith('image/') ? await thumbnailOf(checked.data) : null;
  return { ...checked, thumbnail };
}

/** Stores a prepared file for its owner, in the caller's transaction. */
export async function storeAttachment(
  tx: Tx,
  file: Awaited<ReturnType<typeof prepareAttachment>>,
  owner: string,
  empId: number,
): Promise<AttachmentInfo> {
  const [row] = await tx
    .insert(attachments)
    .values({
      owner,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.data.length,
      data: file.data,
      thumbnail: file.thumbnail,
      createdBy: empId,
    })
    .returning({ id: attachments.id, createdAt: attachments.createdAt });
  return {
    id: row!.id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.data.length,
    hasThumbnail: file.thumbnail !== null,
    createdAt: row!.createdAt.toISOString(),
  };
}

const infoColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  size: attachments.size,
  hasThumbnail: sql<boolean>`${attachments.thumbnail} is not null`,
  createdAt: attachments.createdAt,
};

/** The attachments of one owner, oldest first. */
export async function listAttachments(db: Database | Tx, owner: string): Promise<AttachmentInfo[]> {
  const rows = await db.select(infoColumns).from(attachments).where(eq(attachments.owner, owner)).orderBy(attachments.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Whether every id names an attachment of this owner. */
export async function ownsAttachments(db: Database | Tx, owner: string, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.owner, owner), inArray(attachments.id, [...ids])));
  return rows.length === new Set(ids).size;
}

/** One attachment's bytes (or its thumbnail's) with its owner, for the caller to check the right to read it. */
export async function readAttachment(db: Database, id: number, thumbnail: boolean) {
  const [row] = await db
    .select({
      owner: attachments.owner,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      data: thumbnail ? attachments.thumbnail : attachments.data,
    })
    .from(attachments)
    .where(eq(attachments.id, id));
  if (!row || !row.data) throw new NotFoundError(`There is no attachment ${id}.`);
  return { ...row, data: row.data, contentType: thumbnail ? 'image/jpeg' : row.contentType };
}
