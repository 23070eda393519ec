import type { ErrorCode } from '@charter/shared';
import type { z } from 'zod';

/** An API failure: status 0 means no response reached us (network down, server unreachable). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly code: ErrorCode | undefined,
    /** From Retry-After on a 429: how long the server asks us to wait. */
    readonly retryAfterSeconds?: number,
    /** On a 409: the existing resource the request collided with. */
    readonly existingId?: string,
  ) {
    super(detail ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * A refusal that asking again will not change: the record is gone or not the caller's, or the request is wrong. A
   * timeout (408) or a rate limit (429) may pass later, and a network or server failure too.
   */
  get isFinal(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/**
 * The server answered, but not in the shape the sign-in screen reads (features/auth/api/sign-in-requests.ts checks the
 * few fields it uses by hand). It fails loudly instead of signing in with a wrong answer.
 */
export class ApiContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`The answer of ${path} did not match its contract`);
    this.name = 'ApiContractError';
  }
}

/**
 * The answer a shared contract describes: `Answer<typeof companySchema>`, with the schema imported as a type only. The
 * browser does not parse answers again: the server writes each one from its route's contract (its compiled serialiser
 * fails on a missing field, and in tests every answer is parsed against the contract), and a Zod parse here meant
 * evaluating Zod and every schema on a page's first screen (issue 33: less JavaScript run at load).
 */
export type Answer<S extends z.ZodType> = z.output<S>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Sent as JSON; a Blob (an uploaded file) is sent as it is, with the content type given in `headers`; FormData as
   * multipart/form-data (the browser sets the boundary).
   */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API: same-origin, cookie-authenticated, JSON in and out, typed by the route's
 * contract (`T` is its `Answer`). An empty answer (204) is null.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return ((await apiCall(path, options)) ?? null) as T;
}

/**
 * The call itself: the answer's JSON, untyped, or an ApiError. The sign-in screen uses it directly and checks the few
 * fields it reads (features/auth/api/sign-in-requests.ts); everything else goes through apiRequest.
 */
export async function apiCall(path: string, { method = 'GET', body, headers = {}, signal }: RequestOptions): Promise<unknown> {
  let response: Response;
  const raw = body instanceof Blob || body instanceof FormData;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, undefined, undefined);
  }
  const text = await response.text();
  const data: unknown = text ? parseJson(text) : undefined;
  if (!response.ok) throw apiErrorOf(response, data);
  return data;
}

/** The `{ detail, code }` of a failed answer as an ApiError (with Retry-After and a 409's existing id). */
export function apiErrorOf(response: Response, data: unknown): ApiError {
  const error = (data ?? {}) as { detail?: unknown; message?: unknown; code?: unknown; existing_id?: unknown };
  const detail = typeof error.detail === 'string' ? error.detail : typeof error.message === 'string' ? error.message : undefined;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    detail,
    typeof error.code === 'string' ? (error.code as ErrorCode) : undefined,
    retryAfter > 0 ? retryAfter : undefined,
    typeof error.existing_id === 'string' ? error.existing_id : undefined,
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
