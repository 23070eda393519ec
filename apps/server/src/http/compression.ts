import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { sendKeptAnswersCompressed } from './kept-answers';

/** JSON answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers of 1 KB or more; the web app's files are precompressed at build time instead. Measured on
 * GET /api/compliance/rules (68 KB of JSON, autocannon -c 10, this 2-core machine): none 2,000–2,200 req/s; brotli
 * quality 1 1,510–1,520 req/s at 15 KB; gzip level 6 980–1,100 req/s at 13 KB; brotli quality 4 210–560 req/s. So
 * brotli at quality 1 first, gzip for clients without it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  sendKeptAnswersCompressed(app, COMPRESS_THRESHOLD_BYTES);
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 6 },
  });
}
