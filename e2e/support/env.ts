export const e2ePort = Number(process.env.E2E_PORT ?? 4321);

/**
 * Journeys run side by side, each worker against a server and database of its own (what one journey leaves — an
 * admin's rule, a changed demo password — never meets another worker's journey). `E2E_WORKERS=1` runs them in turn.
 */
export const journeyWorkers = Number(process.env.E2E_WORKERS ?? 2);

/** The server of the worker with this parallel index. */
export function journeyServerUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${e2ePort + parallelIndex}`;
}

/** A server of its own on an empty database, for the journeys that start from a fresh, empty company directory. */
export const freshPort = e2ePort + journeyWorkers;
export const freshBaseUrl = `http://127.0.0.1:${freshPort}`;

/**
 * Seconds between two login codes (or staff reset links) for one account on the journeys' servers (30 in a real
 * install): a journey that signs the same person in twice waits this out instead of half a minute.
 */
export const loginCodeCooldownSeconds = 2;
