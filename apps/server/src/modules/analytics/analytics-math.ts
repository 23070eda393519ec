/** Pure figures of the analytics page, kept apart so the maths is tested on its own. */

/**
 * The q-quantile (0..1) of observations counted in histogram buckets, as Prometheus' histogram_quantile estimates it:
 * find the bucket holding the rank and interpolate linearly inside it. `bounds` are the buckets' upper bounds
 * (ascending); `counts` has one more entry than `bounds`, the observations above the last bound, which are reported
 * as the last bound (the histogram cannot say more). Null without observations.
 */
export function histogramQuantile(q: number, bounds: readonly number[], counts: ArrayLike<number>): number | null {
  let total = 0;
  for (let index = 0; index < counts.length; index += 1) total += counts[index]!;
  if (total === 0) return null;
  const rank = q * total;
  let cumulative = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const inBucket = counts[index]!;
    if (inBucket > 0 && cumulative + inBucket >= rank) {
      if (index >= bounds.length) return bounds.at(-1) ?? null;
      const lower = index === 0 ? 0 : bounds[index - 1]!;
      const upper = bounds[index]!;
      return lower + (upper - lower) * ((rank - cumulative) / inBucket);
    }
    cumulative += inBucket;
  }
  return bounds.at(-1) ?? null;
}

/** The median of a list of numbers (mean of the middle two for an even count); null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const MINUTE_MS = 60_000;

/**
 * Uptime in percent: minutes that have a heartbeat / minutes from the first heartbeat's minute to the current minute,
 * both ends included. The current minute counts once its heartbeat is written, so a process that has been up the whole
 * time reads 100 %. Null when no heartbeat was recorded in the window.
 */
export function uptimePercent(heartbeatMinutes: number, firstHeartbeat: Date | null, now: Date): number | null {
  if (!firstHeartbeat || heartbeatMinutes <= 0) return null;
  const first = Math.floor(firstHeartbeat.getTime() / MINUTE_MS);
  const current = Math.floor(now.getTime() / MINUTE_MS);
  const elapsed = Math.max(1, current - first + 1);
  return Math.min(100, (heartbeatMinutes / elapsed) * 100);
}

/** A ratio in percent rounded to two decimals (figures are shown as 99.94 %). */
export const roundPercent = (value: number) => Math.round(value * 100) / 100;
