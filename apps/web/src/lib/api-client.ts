import type { ErrorCode } from '@charter/shared';

/** An API failure: status 0 means no response reached us (network down, server unreachable). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly code: ErrorCode | undefined,
    /** From Retry-After on a 429: how long the server asks us to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The one way the web app calls the API: same-origin, cookie-authenticated, JSON in and out. */
export async function apiRequest<T>(path: string, { method = 'GET', body, headers = {}, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, undefined, undefined);
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as { detail?: unknown; message?: unknown; code?: unknown };
    const detail = typeof error.detail === 'string' ? error.detail : typeof error.message === 'string' ? error.message : undefined;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      detail,
      typeof error.code === 'string' ? (error.code as ErrorCode) : undefined,
      retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
