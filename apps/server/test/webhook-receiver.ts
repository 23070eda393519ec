import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Arrival {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver that answers each arrival with the next status of `statuses` (the last one repeats). */
export async function webhookReceiver(statuses: number[] = [200]) {
  const arrivals: Arrival[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      arrivals.push({ at: Date.now(), headers: request.headers, body });
      response.statusCode = statuses[Math.min(arrivals.length - 1, statuses.length - 1)]!;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/charter`, port, arrivals, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Polls `read` until it gives a value (or fails after `timeoutMs`). */
export async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
