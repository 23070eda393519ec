import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { keepAnswer } from './kept-answers';

// A kept answer (as the serialiser marks a frozen one) and an answer written per request, of the same text.
const text = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ i, name: `“Annual return” — item ${i}` })) });
const keptBytes = keepAnswer(text);

const app = Fastify();
await registerCompression(app);
// What leaves the hooks for /kept: the compressed form, which must be the same object for each request.
const sent: unknown[] = [];
app.get(
  '/kept',
  {
    onSend: (_request, _reply, payload, done) => {
      sent.push(payload);
      done(null, payload);
    },
  },
  (_request, reply) => reply.type('application/json; charset=utf-8').send(keptBytes),
);
app.get('/kept-small', (_request, reply) => reply.type('application/json; charset=utf-8').send(keepAnswer('{"ok":true}')));
app.get('/kept-varied', (_request, reply) => reply.header('vary', 'Origin').type('application/json; charset=utf-8').send(keptBytes));
app.get('/fresh', (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
await app.ready();
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('kept answers, compressed once', () => {
  it('sends brotli, gzip or the bytes as the client accepts, with Vary and the compressed length', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const response = await get('/kept', { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(body.toString('utf8'), accept).toBe(text);
      if (encoding) expect(response.headers.vary, accept).toBe('accept-encoding');
    }
    expect((await get('/kept')).headers['content-encoding']).toBeUndefined();
    expect((await get('/kept', { 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses each form once, and smaller than the per-request compression does', async () => {
    sent.length = 0;
    const first = await get('/kept', { 'accept-encoding': 'br' });
    await get('/kept', { 'accept-encoding': 'br' });
    await get('/kept', { 'accept-encoding': 'gzip' });
    await get('/kept', { 'accept-encoding': 'gzip' });
    const [br1, br2, gzip1, gzip2] = sent;
    expect(Buffer.isBuffer(br1) && br1.equals(first.rawPayload)).toBe(true);
    expect(br2).toBe(br1);
    expect(gzip2).toBe(gzip1);
    expect(gzip1).not.toBe(br1);
    const fresh = await get('/fresh', { 'accept-encoding': 'br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(text);
    expect(first.rawPayload.length).toBeLessThan(fresh.rawPayload.length);
  });

  it('leaves a small kept answer as it is, and adds to a Vary already set', async () => {
    const small = await get('/kept-small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"ok":true}');
    const varied = await get('/kept-varied', { 'accept-encoding': 'gzip' });
    expect(varied.headers['content-encoding']).toBe('gzip');
    expect(varied.headers.vary).toBe('Origin, accept-encoding');
  });
});
