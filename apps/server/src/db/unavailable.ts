/** SQLSTATE classes and codes that mean "the database cannot be reached right now", not "this query is wrong". */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error (or any error in its `cause` chain: drizzle wraps the driver's) says PostgreSQL is unreachable:
 * a restart, a failover, a refused connection. Those answer 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || unavailableErrnos.has(code))) return true;
    if (unavailableMessages.some((message) => current instanceof Error && current.message.includes(message))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
