import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskFileStore, sha256Of } from '@/lib/documents/server/file-store';

describe('the disk file store of documents', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('keeps bytes under their SHA-256 once, gives them back exactly, and knows what it lacks', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'doc-store-'));
    const store = diskFileStore(root);
    const data = Buffer.from([0, 1, 2, 255, 10, 13]);
    const hash = sha256Of(data);
    await store.put(hash, data);
    await store.put(hash, data);
    expect(await readdir(path.join(root, hash.slice(0, 2)))).toEqual([hash]);
    expect((await store.get(hash))!.equals(data)).toBe(true);
    expect(await store.has(sha256Of(Buffer.from('other')))).toBe(false);
    expect(await store.get(sha256Of(Buffer.from('other')))).toBeNull();
  });

  it('refuses bytes that do not match their hash and a key that is no hash (no path out of its folder)', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'doc-store-'));
    const store = diskFileStore(root);
    await expect(store.put(sha256Of(Buffer.from('a')), Buffer.from('b'))).rejects.toThrow(/SHA-256/);
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/SHA-256/);
  });
});
