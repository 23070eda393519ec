export const e2ePort = Number(process.env.E2E_PORT ?? 4321);
export const baseUrl = `http://127.0.0.1:${e2ePort}`;
