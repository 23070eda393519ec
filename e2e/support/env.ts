export const e2ePort = Number(process.env.E2E_PORT ?? 4321);
export const baseUrl = `http://127.0.0.1:${e2ePort}`;
/** A second server on its own empty database, for the journey that starts from a fresh, empty company directory. */
export const freshPort = e2ePort + 1;
export const freshBaseUrl = `http://127.0.0.1:${freshPort}`;
