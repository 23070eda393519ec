import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StoredFileNotFoundError, type FileStorage } from './file-storage';

/**
 * Files on local disk under `dir` (DATA_DIR/uploads): the embedded default. A file is written under a temporary name
 * beside its final one and renamed when complete, so a key never shows half a file, and a failed write leaves nothing.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  const storage: FileStorage = {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async putFile(key, filePath, options) {
      const file = fileOf(key);
      try {
        // The key's folder is made when its first file comes (one turn of the event loop less for each after it).
        await rename(filePath, file).catch(async (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          await mkdir(path.dirname(file), { recursive: true });
          await rename(filePath, file);
        });
      } catch (error) {
        // Another file system (a spool in the system's temporary folder): write the bytes, then drop the spool.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await storage.put(key, createReadStream(filePath), options);
        await rm(filePath, { force: true });
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const handle = await open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileNotFoundError(key, { cause: error });
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
  return storage;
}
