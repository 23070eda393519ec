/**
 * Orders two strings by their characters, as Array.prototype.sort does: right for ISO dates and codes. localeCompare
 * would load the browser's collation data on its first call (~20 ms of main thread on a fast machine).
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
