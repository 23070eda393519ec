import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMegabytes } from '@charter/shared';
import { AppError } from './app-error';

/** One uploaded file, spooled to a temporary file; whoever receives it removes it with `discard`. */
export interface ReceivedFile {
  /** The name the client sent, as sent (not yet made safe). */
  filename: string;
  path: string;
  size: number;
  /**
   * The file's first bytes (up to FILE_HEAD_BYTES), kept as they streamed past: enough to tell most types by, without
   * reading the spool again.
   */
  head: Buffer;
  discard(): Promise<void>;
}

/** How much of a file's start `ReceivedFile.head` keeps: what file-type samples to tell a stream's type (4,100 bytes). */
export const FILE_HEAD_BYTES = 4100;

export interface ReceiveOptions {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  spoolDir: string;
}

/**
 * How much of a file may wait in memory for the disk. With the stream's default (16 KB) every chunk read from the socket
 * waited for its write to the spool before the next was read, so a 1 MB upload took some 16 turns of a busy event loop
 * in a row; with 1 MB the body keeps arriving while the disk catches up, and the waiting chunks go out in one write.
 */
const SPOOL_BUFFER_BYTES = 1024 * 1024;

/** Form fields besides the file that a request may carry (and that are ignored). */
const MAX_OTHER_FIELDS = 10;

export const fileTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${formatMegabytes(maxBytes)}.`);

/**
 * Lets the routes of this plugin's scope take multipart bodies (for `receiveOneFile`). A request refused before its body
 * was read whole (401/403/404/409 before any of it, 413 at the limit) has its connection closed once answered, rather
 * than kept open for the rest of a body nobody will read.
 */
export async function acceptFileUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.readableEnded) void reply.header('connection', 'close');
  });
}

/**
 * Reads a multipart/form-data body that carries exactly one file in `field`, spooling it to disk as it arrives. The
 * size limit holds while streaming: past `maxBytes` the request is answered 413 at once, with nothing kept, and the rest
 * of the body is never stored. No file, or more than one, is 400. Needs @fastify/multipart registered on the route.
 */
export async function receiveOneFile(request: FastifyRequest, { field, maxBytes, spoolDir }: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', `Send the file as multipart/form-data in a field named “${field}”.`);
  await mkdir(spoolDir, { recursive: true });
  const spooled: string[] = [];
  const writers: WriteStream[] = [];
  const discard = async () => {
    // A write stream destroyed mid-pipeline may still be opening its file: removing before it has closed would let
    // the open create the file after the removal, and the spool would keep it.
    await Promise.all(writers.filter((writer) => !writer.closed).map((writer) => once(writer, 'close').catch(() => undefined)));
    await Promise.all(spooled.map((file) => rm(file, { force: true })));
  };
  let received: Omit<ReceivedFile, 'discard'> | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_OTHER_FIELDS, fieldSize: 64 * 1024, parts: MAX_OTHER_FIELDS + 1 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        // Not the file asked for: read past it (the files limit refuses any file after it).
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        continue;
      }
      const target = path.join(spoolDir, `upload-${randomUUID()}`);
      spooled.push(target);
      let size = 0;
      const head: Buffer[] = [];
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          // A copy of the start only: a slice would keep the whole chunk it came from.
          if (size < FILE_HEAD_BYTES) head.push(Buffer.from(chunk.subarray(0, FILE_HEAD_BYTES - size)));
          size += chunk.length;
          done(size > maxBytes ? fileTooLarge(maxBytes) : null, chunk);
        },
      });
      // Busboy stops passing bytes at the limit and says so: stop here, before anything waits for the rest.
      part.file.once('limit', () => counter.destroy(fileTooLarge(maxBytes)));
      const writer = createWriteStream(target, { flags: 'wx', highWaterMark: SPOOL_BUFFER_BYTES });
      writers.push(writer);
      await pipeline(part.file, counter, writer);
      if (part.file.truncated) throw fileTooLarge(maxBytes);
      received = { filename: part.filename, path: target, size, head: Buffer.concat(head) };
    }
  } catch (error) {
    await discard();
    throw multipartError(error, maxBytes);
  }
  if (!received) throw new AppError('VALIDATION_FAILED', `Choose a file to upload (form field “${field}”).`);
  return { ...received, discard };
}

/** A spool file this old belongs to no request still running (a 25 MB upload does not take a day). */
export const STALE_SPOOL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the spool files a crashed process left (a request discards its own): those last written more than
 * `STALE_SPOOL_MS` ago. Safe beside other processes sharing the folder: their uploads in flight are younger.
 */
export async function sweepSpool(spoolDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(spoolDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith('upload-'))) {
    const file = path.join(spoolDir, name);
    const written = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (written !== undefined && now - written > STALE_SPOOL_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** What the client did wrong, as `{detail, code}`; the server's own failures (a full disk) stay errors. */
function multipartError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_FAILED', 'Upload one file at a time.', { cause: error });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION_FAILED', 'The upload carries too many form fields.', { cause: error });
    default:
      return new AppError('VALIDATION_FAILED', 'The upload was cut off or is not valid multipart/form-data. Please try again.', {
        cause: error,
      });
  }
}
