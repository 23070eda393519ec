import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/**
 * Answers served unchanged to many requests (the catalogue, a company's compliance plan for today, its dashboard):
 * their UTF-8 bytes, and each compressed form of them once a client asked for it. Every other answer is written and
 * compressed per request (compression.ts). Keyed by the bytes themselves, so a kept answer and its forms go when
 * nothing holds it.
 */
const kept = new WeakMap<Buffer, Map<Encoding, Buffer>>();

/**
 * Made once per kept answer, so compressed harder than a per-request answer is (brotli quality 1). A company's 43 KB
 * compliance list, measured: quality 1 gives 8.6 KB in 0.9 ms, quality 5 7.1 KB in 1.9 ms, quality 11 6.3 KB in 91 ms
 * (the event loop held that long, at each change of the plan); gzip level 9 7.5 KB in 0.8 ms.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;

/** The bytes to send for `json`, marked as kept: the hook below sends their compressed forms, each made once. */
export function keepAnswer(json: string): Buffer {
  const bytes = Buffer.from(json);
  kept.set(bytes, new Map());
  return bytes;
}

function compressedOnce(bytes: Buffer, forms: Map<Encoding, Buffer>, encoding: Encoding): Buffer {
  let body = forms.get(encoding);
  if (body === undefined) {
    body =
      encoding === 'br'
        ? brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          })
        : gzipSync(bytes, { level: GZIP_LEVEL });
    forms.set(encoding, body);
  }
  return body;
}

/** As @fastify/compress reads Accept-Encoding: `*` and `x-gzip` stand for gzip; brotli first, then gzip. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ['br', 'gzip']);
}

/**
 * Sends a kept answer compressed as the client accepts, from the forms made once. Registered before @fastify/compress,
 * whose own hook (a route-level one, so it runs after this) passes an answer that already has a Content-Encoding.
 */
export function sendKeptAnswersCompressed(app: FastifyInstance, thresholdBytes: number): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const forms = Buffer.isBuffer(payload) ? kept.get(payload) : undefined;
    if (!forms || (payload as Buffer).length < thresholdBytes || request.headers['x-no-compression'] !== undefined) {
      return done(null, payload);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? '')))
      void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    void reply.header('content-encoding', encoding);
    done(null, compressedOnce(payload as Buffer, forms, encoding));
  });
}
