import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companySchema, messageSchema, noContentSchema } from '@charter/shared';
import { ApiContractError, ApiError, apiRequest } from './api-client';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('returns the answer parsed by its contract', async () => {
    vi.stubGlobal('fetch', answer(200, { message: 'ok', extra: 'dropped' }));
    await expect(apiRequest('/auth/logout', { schema: messageSchema, method: 'POST' })).resolves.toEqual({ message: 'ok' });
  });

  it('fails loudly when the answer drifts from the contract (a missing field, a wrong type)', async () => {
    vi.stubGlobal('fetch', answer(200, { id: 'c1', name: 42 }));
    const failure = apiRequest('/companies/c1', { schema: companySchema });
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toMatchObject({
      path: '/companies/c1',
      issues: expect.arrayContaining([expect.objectContaining({ path: ['name'] })]),
    });
    expect(console.error).toHaveBeenCalledWith('Contract drift on GET /companies/c1', expect.any(Array));
  });

  it('takes an empty 204 answer as null', async () => {
    vi.stubGlobal('fetch', answer(204, undefined));
    await expect(apiRequest('/companies/c1/members/u1', { schema: noContentSchema, method: 'DELETE' })).resolves.toBeNull();
  });

  it('turns an error answer into an ApiError with detail, code and Retry-After', async () => {
    vi.stubGlobal('fetch', answer(429, { detail: 'Slow down', code: 'RATE_LIMITED' }, { 'retry-after': '30' }));
    const failure = apiRequest('/auth/login-email', { schema: messageSchema, method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, detail: 'Slow down', code: 'RATE_LIMITED', retryAfterSeconds: 30 });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/auth/me', { schema: messageSchema })).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });
});
