import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

describe('platform behaviour', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('GET /api/ready checks the database and the queue, and answers 503 once the process is draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not_configured', queue: 'ok' } });
    const draining = await createTestApp();
    try {
      draining.app.readiness.drain();
      const response = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(json(response)).toEqual({ detail: 'Not ready: shutting down', code: 'PROVIDER_UNAVAILABLE' });
      // Liveness is another question: the process is still alive while it drains.
      expect((await draining.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('answers 503 with Retry-After, not 500, when the database is unreachable', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      const response = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
      expect(json<{ detail: string }>(response).detail).toContain('database');
    } finally {
      await down.app.close().catch(() => {});
    }
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: 'Route GET /api/does-not-exist not found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: 'Malformed JSON body', code: 'VALIDATION_FAILED' });
  });

  it('sends a request id and security headers with every answer: the REST set on JSON, the document set on pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = json<{ paths: Record<string, unknown> }>(response);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/verify-otp', '/api/admin/statistics']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once the per-IP limit is spent', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
      const response = await limited.app.inject({ method: 'GET', url: '/api/services' });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(response)).toMatchObject({ code: 'RATE_LIMITED' });
      // A load balancer's probes are never limited.
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('dev mailbox', () => {
  it('does not exist in production', async () => {
    const production = await createTestApp({ isProduction: true, nodeEnv: 'production' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves the landing page at /, redirects a signed-in visitor to /dashboard, and falls back to the SPA shell', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'charter-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>spa</title>');
    const web = await createTestApp({ webDistDir: dist });
    try {
      const landing = await web.app.inject({ method: 'GET', url: '/' });
      expect(landing.statusCode).toBe(200);
      expect(landing.body).toContain('landing');

      const user = await signedInUser(web.app);
      const signedIn = await web.app.inject({ method: 'GET', url: '/', cookies: { session_token: user.token } });
      expect(signedIn.statusCode).toBe(302);
      expect(signedIn.headers.location).toBe('/dashboard');

      for (const url of ['/dashboard', '/orders/123', '/login?next=x']) {
        const page = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('spa');
      }
      const missingAsset = await web.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await web.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(json(api)).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await web.close();
    }
  });
});
