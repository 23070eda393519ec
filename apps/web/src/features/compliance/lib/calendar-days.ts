/** Today in the browser's calendar, for the date picker's bounds (the server decides in the company's own zone). */
export function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The same day `years` later, as YYYY-MM-DD. */
export function yearsAhead(isoDay: string, years: number): string {
  return `${Number(isoDay.slice(0, 4)) + years}${isoDay.slice(4)}`;
}
