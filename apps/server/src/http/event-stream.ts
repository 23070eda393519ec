import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

/** The caller asked for Server-Sent Events (the chat widgets do; a plain JSON client does not). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * Answers with Server-Sent Events: `delta` events ({ text }) while `produce` writes, then one `done` event with the
 * result (checked against its schema), or an `error` event ({ detail, code }) if it fails after the stream began.
 *
 * The stream opens at the first delta, so a failure before it (bad input, access, budget) is thrown and answers as
 * every other error does: a 4xx with `{ detail, code }`.
 */
export async function answerAsEventStream<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  produce: (onDelta: (text: string) => void) => Promise<z.infer<S>>,
): Promise<void> {
  let open = false;
  const write = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const start = () => {
    if (open) return;
    open = true;
    reply.hijack();
    // Hijacked, the reply's own headers (security headers, request id) are sent here, not by Fastify.
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and similar proxies would otherwise hold the answer back until it is complete.
      'x-accel-buffering': 'no',
    });
  };

  let result: z.infer<S>;
  try {
    result = await produce((text) => {
      if (!text) return;
      start();
      write('delta', { text });
    });
  } catch (error) {
    if (!open) throw error;
    if (!(error instanceof AppError)) request.log.error({ err: error }, 'a streamed answer failed');
    const failure =
      error instanceof AppError
        ? { detail: error.detail, code: error.code }
        : { detail: `Something went wrong on our side (request ${request.id}).`, code: 'INTERNAL' };
    write('error', failure);
    reply.raw.end();
    return;
  }
  start();
  write('done', schema.parse(result));
  reply.raw.end();
}
