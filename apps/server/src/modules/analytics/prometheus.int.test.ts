import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from '../../../test/test-app';

const token = 'scrape-token-0123456789abcdef';
const withToken = await createTestApp({ metricsToken: token });
const without = await createTestApp();
afterAll(() => Promise.all([withToken.close(), without.close()]));

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, whatever is presented', async () => {
    const response = await without.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 to a missing or wrong token', async () => {
    const missing = await withToken.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(json(missing)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const wrong = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const short = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(short.statusCode).toBe(401);
  });

  it('serves the Prometheus text format with request latency labelled by route pattern', async () => {
    await withToken.app.inject({ method: 'GET', url: '/api/health' });
    await withToken.app.inject({ method: 'GET', url: '/api/orders/7c1f1f9e-5b8e-4d39-9d1c-1d2f3a4b5c6d' });
    const response = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^# HELP http_request_duration_seconds /m);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} [1-9]/m);
    // The pattern, never the raw id (which would make one series per order).
    expect(text).toMatch(/route="\/api\/orders\/:orderId",status_class="4xx"/);
    expect(text).not.toContain('7c1f1f9e');
    for (const name of ['charter_job_queue_depth', 'charter_job_queue_failed', 'charter_mails', 'charter_payments', 'charter_orders']) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} gauge$`, 'm'));
    }
    expect(text).toMatch(/^charter_job_queue_depth\{queue="mail\.deliver"\} \d+$/m);
  });
});
