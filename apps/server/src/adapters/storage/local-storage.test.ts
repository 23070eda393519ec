import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

const made: string[] = [];
const folder = async (base = tmpdir()) => {
  const dir = await mkdtemp(path.join(base, 'charter-storage-'));
  made.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const bytes = Buffer.from('%PDF-1.7 a spooled upload');
const options = { size: bytes.length, contentType: 'application/pdf' };

describe('local storage: putFile', () => {
  it('moves a spooled file under its key: the bytes are there, the spool is gone, nothing half-written is left', async () => {
    const root = await folder();
    const spool = path.join(await folder(), 'upload-1');
    await writeFile(spool, bytes);
    const storage = createLocalStorage(root);
    await storage.putFile('documents/one', spool, options);
    expect(existsSync(spool)).toBe(false);
    expect(await readFile(path.join(root, 'documents', 'one'))).toEqual(bytes);
    expect(await readdir(path.join(root, 'documents'))).toEqual(['one']);
  });

  it('makes the key’s folder on its first file, moves the next into it, and fails plainly for a spool that is not there', async () => {
    const root = await folder();
    const spools = await folder();
    const storage = createLocalStorage(root);
    for (const name of ['a', 'b']) {
      await writeFile(path.join(spools, name), bytes);
      await storage.putFile(`documents/deep/${name}`, path.join(spools, name), options);
    }
    expect((await readdir(path.join(root, 'documents', 'deep'))).sort()).toEqual(['a', 'b']);
    await expect(storage.putFile('documents/deep/c', path.join(spools, 'missing'), options)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await readdir(path.join(root, 'documents', 'deep'))).sort()).toEqual(['a', 'b']);
  });

  // /dev/shm is a memory file system on Linux: a rename from it fails with EXDEV, as from a spool on another disk.
  const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;
  it.runIf(otherDevice)('copies a spool from another file system, then removes it', async () => {
    const root = await folder();
    const spool = path.join(await folder('/dev/shm'), 'upload-2');
    await writeFile(spool, bytes);
    await createLocalStorage(root).putFile('documents/two', spool, options);
    expect(existsSync(spool)).toBe(false);
    expect(await readFile(path.join(root, 'documents', 'two'))).toEqual(bytes);
    expect(await readdir(path.join(root, 'documents'))).toEqual(['two']);
  });

  it('refuses a key that is not the app’s own and leaves the spool', async () => {
    const spool = path.join(await folder(), 'upload-3');
    await writeFile(spool, bytes);
    await expect(createLocalStorage(await folder()).putFile('../escape', spool, options)).rejects.toThrow(/Invalid storage key/);
    expect(existsSync(spool)).toBe(true);
  });
});
