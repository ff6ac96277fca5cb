import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { envSchema } from '@/lib/config/config';

/**
 * Where documents' bytes are kept, by their SHA-256 (content-addressed: the same bytes are one object,
 * and a write is idempotent). The disk is the default; an S3-compatible store implements the same three
 * calls so several instances share the files.
 */
export interface FileStore {
  /** Keeps the bytes under their hash (nothing when already kept). */
  put(sha256: string, data: Buffer): Promise<void>;
  /** The bytes kept under the hash, or null when there are none. */
  get(sha256: string): Promise<Buffer | null>;
  /** Whether bytes are kept under the hash. */
  has(sha256: string): Promise<boolean>;
}

/** The SHA-256 of bytes, in lower-case hex. */
export const sha256Of = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

const HASH = /^[0-9a-f]{64}$/;

/** A file store in a folder: `<root>/<first two hex>/<hash>`, written to a temporary name then renamed (never half a file). */
export function diskFileStore(root: string): FileStore {
  const pathOf = (sha256: string): string => {
    if (!HASH.test(sha256)) throw new Error('A file is kept under its SHA-256.');
    return path.join(root, sha256.slice(0, 2), sha256);
  };
  const has = async (sha256: string) =>
    stat(pathOf(sha256)).then(
      () => true,
      () => false,
    );
  return {
    has,
    async put(sha256, data) {
      if (sha256Of(data) !== sha256) throw new Error('The bytes do not match their SHA-256.');
      if (await has(sha256)) return;
      const target = pathOf(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(sha256) {
      return readFile(pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
  };
}

/** The portal's document store: `<DATA_DIR>/documents` (DATA_DIR read at each call, so a test may point it elsewhere). */
export function documentFileStore(): FileStore {
  return diskFileStore(path.join(envSchema.shape.DATA_DIR.parse(process.env['DATA_DIR']), 'documents'));
}
