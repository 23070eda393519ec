import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from './request-metrics';

const start = Date.parse('2026-11-25T10:00:00Z');

describe('the last hour of request latency', () => {
  it('keeps each minute apart, oldest first, with the hour summed', () => {
    let now = start;
    const metrics = createRequestMetrics({ now: () => now });
    // 10:00: nine fast answers and one server error at 400 ms.
    for (let i = 0; i < 9; i += 1) metrics.observe('GET', '/api/health', 200, 3);
    metrics.observe('GET', '/api/health', 500, 400);
    // 10:02: two answers of 30 ms.
    now = start + 2 * 60_000 + 5_000;
    metrics.observe('GET', '/api/orders/:orderId', 404, 30);
    metrics.observe('GET', '/api/orders/:orderId', 200, 30);

    const series = metrics.series();
    expect(series).toHaveLength(60);
    expect(series.at(-1)!.minute).toBe('2026-11-25T10:02:00.000Z');
    const [tenOh, tenOne, tenTwo] = series.slice(-3);
    expect(tenOh).toMatchObject({ requests: 10, errors: 1, error_rate: 0.1 });
    // Nine of ten in the first bucket (≤ 5 ms): the median interpolates inside it; p99 is in (250, 500].
    expect(tenOh!.p50_ms).toBeCloseTo((5 / 9) * 5, 1);
    expect(tenOh!.p99_ms!).toBeGreaterThan(250);
    expect(tenOne).toMatchObject({ requests: 0, errors: 0, error_rate: null, p50_ms: null });
    // A 404 is the client's error, not the server's.
    expect(tenTwo).toMatchObject({ requests: 2, errors: 0, error_rate: 0 });
    expect(metrics.lastHour()).toMatchObject({ requests: 12, errors: 1 });
  });

  it('forgets a minute once it is more than an hour old, even when its slot is not reused', () => {
    let now = start;
    const metrics = createRequestMetrics({ now: () => now });
    metrics.observe('GET', '/api/health', 200, 3);
    now = start + 61 * 60_000;
    expect(metrics.series().every((point) => point.requests === 0)).toBe(true);
    expect(metrics.lastHour().requests).toBe(0);
    // The slot of 10:00 is reused by 11:00: it starts from zero.
    now = start + 60 * 60_000;
    metrics.observe('GET', '/api/health', 200, 3);
    expect(metrics.series().at(-1)).toMatchObject({ minute: '2026-11-25T11:00:00.000Z', requests: 1 });
  });
});
