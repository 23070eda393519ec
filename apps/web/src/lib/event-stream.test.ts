import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '@charter/shared';
import { ApiError } from './api-client';
import { streamRequest } from './event-stream';

const reply: ChatReply = {
  message: 'Hello there',
  services: [],
  sources: [],
  timestamp: '2026-11-25T10:00:00.000Z',
  session_id: 's-12345678',
  message_index: 1,
};

/** A Server-Sent Events answer delivered in the given pieces (which may cut events anywhere). */
const streamed = (pieces: string[]) =>
  vi.fn(async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('streamRequest', () => {
  it('hands each piece to onDelta in order, even when events are cut across chunks, and returns the done reply', async () => {
    const wire = event('delta', { text: 'Hello ' }) + event('delta', { text: 'there' }) + event('done', reply);
    vi.stubGlobal('fetch', streamed([wire.slice(0, 10), wire.slice(10, 47), wire.slice(47)]));
    const pieces: string[] = [];
    await expect(streamRequest<ChatReply>('/chat', { body: {}, onDelta: (text) => pieces.push(text) })).resolves.toEqual(reply);
    expect(pieces).toEqual(['Hello ', 'there']);
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream' });
  });

  it('throws the error event’s detail and code', async () => {
    vi.stubGlobal('fetch', streamed([event('delta', { text: 'Hel' }), event('error', { detail: 'It broke', code: 'INTERNAL' })]));
    await expect(streamRequest<ChatReply>('/chat', { body: {}, onDelta: () => {} })).rejects.toMatchObject({
      detail: 'It broke',
      code: 'INTERNAL',
    });
  });

  it('throws a refusal before the stream (429) as an ApiError with its detail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ detail: 'Wait a bit', code: 'RATE_LIMITED' }), { status: 429, headers: { 'retry-after': '60' } }),
      ),
    );
    const failure = streamRequest<ChatReply>('/compliance/chat', { body: {}, onDelta: () => {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, detail: 'Wait a bit', code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  });

  it('reads a plain JSON answer too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    await expect(streamRequest<ChatReply>('/chat', { body: {}, onDelta: () => {} })).resolves.toEqual(reply);
  });

  it('says the answer was cut off when the stream ends without done', async () => {
    vi.stubGlobal('fetch', streamed([event('delta', { text: 'Half an ans' })]));
    await expect(streamRequest<ChatReply>('/chat', { body: {}, onDelta: () => {} })).rejects.toMatchObject({
      status: 0,
      detail: 'The answer was cut off. Please try again.',
    });
  });
});
