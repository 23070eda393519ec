import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, StoredFileNotFoundError, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service instead of AWS (MinIO, R2, …). */
  endpoint: string | undefined;
  region: string;
  /** undefined: the SDK's default chain (instance role, AWS_* variables, a profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket: the production twin of local storage (S3_BUCKET). */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;

  const storage: FileStorage = {
    async put(key, body, { size, contentType }) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }));
    },

    async putFile(key, filePath, options) {
      await storage.put(key, createReadStream(filePath), options);
      await rm(filePath, { force: true });
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) throw new StoredFileNotFoundError(key);
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
          throw new StoredFileNotFoundError(key, { cause: error });
        }
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
  return storage;
}
