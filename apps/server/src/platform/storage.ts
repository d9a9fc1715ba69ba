import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are generated ids, never user-given names. */
export type Storage = {
  /** Moves a finished temporary file into storage under `key`. */
  putFile(key: string, tempPath: string): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** A folder for uploads in progress, on the same disk as the store. */
  tempDir: string;
};

const safeKey = (key: string) => {
  if (!/^[a-z0-9][a-z0-9/-]*$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
};

/** Local disk under `$DATA_DIR/uploads`, sharded by the key's first characters. */
export async function createLocalStorage(root: string): Promise<Storage> {
  const tempDir = path.join(root, 'tmp');
  await mkdir(tempDir, { recursive: true });
  const fileOf = (key: string) => {
    const k = safeKey(key);
    return path.join(root, k.slice(0, 2), k);
  };
  return {
    tempDir,
    async putFile(key, tempPath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    async read(key) {
      const file = fileOf(key);
      await stat(file);
      return createReadStream(file);
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
