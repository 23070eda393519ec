import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { bucketObjects, startS3Server } from '../../../test/s3-server';
import { StoredFileNotFoundError } from './file-storage';
import { createS3Storage } from './s3-storage';

const s3 = await startS3Server('charter-test');
const dir = mkdtempSync(path.join(tmpdir(), 'charter-s3-'));
afterAll(async () => {
  await storage.close?.();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});
const storage = createS3Storage({
  bucket: 'charter-test',
  endpoint: s3.endpoint,
  region: 'eu-west-1',
  credentials: s3.credentials,
  forcePathStyle: true,
});

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the S3 storage adapter, against an S3-compatible server started here', () => {
  it('puts a buffer and a file stream, gets them back byte for byte, and deletes them', async () => {
    const small = Buffer.from('%PDF-1.4\nhello\n%%EOF\n');
    await storage.put('documents/one', small, { size: small.length, contentType: 'application/pdf' });
    const got = await storage.get('documents/one');
    expect(got.size).toBe(small.length);
    expect(await bytesOf(got.body)).toEqual(small);
    expect(await bucketObjects(s3)).toEqual([{ key: 'documents/one', body: small, contentType: 'application/pdf' }]);

    // The upload path hands the adapter a stream of the spooled file (3 MB here).
    const large = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const file = path.join(dir, 'spooled');
    writeFileSync(file, large);
    await storage.put('documents/two', createReadStream(file), { size: large.length, contentType: 'image/png' });
    const two = await storage.get('documents/two');
    expect(two.size).toBe(large.length);
    expect((await bytesOf(two.body)).equals(large)).toBe(true);

    await storage.delete('documents/one');
    await expect(storage.get('documents/one')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await storage.delete('documents/never-there');
    expect((await bucketObjects(s3)).map((object) => object.key)).toEqual(['documents/two']);
    await storage.delete('documents/two');
    expect(await bucketObjects(s3)).toEqual([]);
  });

  it('refuses keys that are not the app’s own, and stores nothing', async () => {
    for (const key of ['../x', 'documents/../../etc', 'Docs/x', '/abs', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), { size: 1, contentType: 'text/plain' })).rejects.toThrow(/Invalid storage key/);
    }
    expect(await bucketObjects(s3)).toEqual([]);
  });

  it.each([
    [
      'an access key id the server does not know',
      { accessKeyId: 'AKIANOTKNOWNHERE', secretAccessKey: s3.credentials.secretAccessKey },
      'InvalidAccessKeyId',
    ],
    [
      'the wrong secret for a key it knows',
      { accessKeyId: s3.credentials.accessKeyId, secretAccessKey: 'not-the-secret' },
      'SignatureDoesNotMatch',
    ],
  ])('fails with %s', async (_case, credentials, name) => {
    const wrong = createS3Storage({
      bucket: 'charter-test',
      endpoint: s3.endpoint,
      region: 'eu-west-1',
      credentials,
      forcePathStyle: true,
    });
    await expect(wrong.put('documents/three', Buffer.from('x'), { size: 1, contentType: 'text/plain' })).rejects.toMatchObject({
      name,
      $metadata: { httpStatusCode: 403 },
    });
    await expect(wrong.get('documents/one')).rejects.toMatchObject({ name });
    expect(await bucketObjects(s3)).toEqual([]);
    await wrong.close?.();
  });
});
