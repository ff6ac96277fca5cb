import { z } from 'zod';

/** The kinds of document the plants keep. */
export const DOCUMENT_KINDS = ['drawing', 'procedure', 'data-sheet', 'photo', 'ppap'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** One version of a document as GET /v1/Documents/{id}/Versions lists it. */
export const documentVersionSchema = z.object({
  version: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  reason: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/** What POST /v1/Documents answers: the document and the version just kept. */
export const documentWrittenSchema = z.object({ id: z.number().int(), version: z.number().int() });
