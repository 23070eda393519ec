import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createTestApp, type TestApp } from './test-app';

/**
 * The part of s3rver's API used here. @20minutes/s3rver is the maintained fork of s3rver (same API, current
 * dependencies and security fixes); it ships no types.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export interface TestS3Server {
  /** Path-style only (forcePathStyle): the host is an IP address. */
  endpoint: string;
  /** s3rver's one account: an unknown key id is refused, and so is a request signed with another secret. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  bucket: string;
  /** s3rver's data directory, fresh for this server and removed by close(). */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a random loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'charter-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'charter-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    bucket,
    directory,
    async close() {
      // The SDK keeps connections alive; without this, close() waits for them to time out.
      server.httpServer?.closeAllConnections();
      try {
        await server.close();
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}

export interface BucketObject {
  key: string;
  body: Buffer;
  contentType: string | undefined;
}

/** Every object in the server's bucket, read back through the SDK (ListObjectsV2, then GetObject). */
export async function bucketObjects(s3: TestS3Server): Promise<BucketObject[]> {
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: s3.credentials });
  // The SDK sends a bucket's listing to `/bucket/`; s3rver signs it as `/bucket` and would refuse the signature.
  // (The adapter's own requests name an object, and are checked as they are sent.)
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'bucketPathAsS3rverSignsIt' },
  );
  try {
    const objects: BucketObject[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: continuationToken }));
      for (const { Key: key } of page.Contents ?? []) {
        if (key === undefined) continue;
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        const body = Buffer.from(await object.Body!.transformToByteArray());
        objects.push({ key, body, contentType: object.ContentType });
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return objects;
  } finally {
    client.destroy();
  }
}

/** Runs `body` against a test app that stores its files in a fresh S3-compatible bucket; closes both after. */
export async function withS3TestApp(bucket: string, body: (app: TestApp, s3: TestS3Server) => Promise<void>): Promise<void> {
  const s3 = await startS3Server(bucket);
  const app = await createTestApp({
    storage: {
      kind: 's3',
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'eu-west-1',
      credentials: s3.credentials,
      forcePathStyle: true,
    },
  });
  try {
    await body(app, s3);
  } finally {
    await app.close();
    await s3.close();
  }
}
