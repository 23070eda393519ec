import { type Agent, request as httpRequest } from 'node:http';

/**
 * The benches' client for requests with a body: node:http on kept-alive connections (`agent`, one per request in
 * flight). `fetch` cost the bench process half a core at 600 webhook deliveries a second: CPU taken from the server it
 * measures on a 2-core machine. (For the uploads it measured the same either way; they use it all the same.)
 */
export function post(
  agent: Agent,
  url: string,
  { headers, body }: { headers: Record<string, string>; body: string | Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
