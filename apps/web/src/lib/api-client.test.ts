import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageResponse } from '@charter/shared';
import { ApiError, apiRequest } from './api-client';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('returns the JSON answer, typed by its contract', async () => {
    vi.stubGlobal('fetch', answer(200, { message: 'ok' }));
    await expect(apiRequest<MessageResponse>('/auth/logout', { method: 'POST' })).resolves.toEqual({ message: 'ok' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  });

  it('takes an empty 204 answer as null', async () => {
    vi.stubGlobal('fetch', answer(204, undefined));
    await expect(apiRequest<null>('/companies/c1/members/u1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('turns an error answer into an ApiError with detail, code and Retry-After', async () => {
    vi.stubGlobal('fetch', answer(429, { detail: 'Slow down', code: 'RATE_LIMITED' }, { 'retry-after': '30' }));
    const failure = apiRequest<MessageResponse>('/auth/login-email', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, detail: 'Slow down', code: 'RATE_LIMITED', retryAfterSeconds: 30 });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest<MessageResponse>('/auth/me')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });
});
