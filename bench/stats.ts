// The figures every bench reports its samples by.

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Nearest-rank quantile `q` (0–1) of values sorted ascending, rounded to a whole number. */
export const quantile = (sorted: readonly number[], q: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
