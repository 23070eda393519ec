import { ApiError, apiErrorOf, parseJson } from './api-client';

interface StreamOptions {
  body: unknown;
  /** Each piece of the answer as the server writes it. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * POSTs and reads the answer as Server-Sent Events: `delta` pieces while it is written, then `done` with the whole
 * answer (typed `T`, the route contract's `Answer`) or `error` with `{ detail, code }`. A failure before the stream began is a
 * normal `{ detail, code }` answer, thrown as ApiError like every other call's.
 */
export async function streamRequest<T>(path: string, { body, onDelta, signal }: StreamOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, undefined, undefined);
  }
  if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const text = await response.text();
    const data: unknown = text ? parseJson(text) : undefined;
    if (!response.ok) throw apiErrorOf(response, data);
    return (data ?? null) as T;
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = parseJson(/^data: (.*)$/m.exec(block)?.[1] ?? '');
        if (event === 'delta') {
          const text = (data as { text?: unknown } | undefined)?.text;
          if (typeof text === 'string') onDelta(text);
        } else if (event === 'done') return data as T;
        else if (event === 'error') {
          const failure = (data ?? {}) as { detail?: unknown; code?: unknown };
          throw new ApiError(500, typeof failure.detail === 'string' ? failure.detail : undefined, failure.code as ApiError['code']);
        }
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError(0, undefined, undefined);
  } finally {
    // Done (or failed) early: stop reading what may still come.
    reader.cancel().catch(() => undefined);
  }
  // The connection ended before the answer was complete.
  throw new ApiError(0, 'The answer was cut off. Please try again.', undefined);
}
