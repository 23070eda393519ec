// The upload part of `npm run bench`: founders upload a 1 MB PDF to a task of their paid orders, 16 uploads in flight,
// while the other routes are under load (autocannon) in the same window. Goal (issue 32): the uploads' p99 at most 3×
// the median of the routes' p99s measured next to them.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import autocannon from 'autocannon';
import { post } from './http-post';
import { quantile } from './stats';

interface Options {
  base: string;
  /** The founder's session: they own `orderIds`. */
  token: string;
  /** Paid orders of the founder's; one task is added to each (by staff, for the founder) and uploaded to. */
  orderIds: string[];
  /** The routes measured next to the uploads. */
  others: { label: string; url: string; headers: Record<string, string> }[];
  durationSeconds: number;
  inFlight?: number;
  /** Connections per other route. */
  routeConnections?: number;
}

/** A PDF of about 1 MB: the header a type check reads, then incompressible bytes, as a scanned document has. */
function onePdf(): Buffer {
  const body = randomBytes(1024 * 1024 - 64);
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1'), body, Buffer.from('\n%%EOF\n')]);
}

/**
 * The upload's multipart/form-data body, built once: the same bytes a browser's form sends, without the client
 * encoding 1 MB again for every upload (the bench's CPU is the server's on this machine).
 */
function multipartBody(file: Buffer, fileName: string): { contentType: string; body: Buffer } {
  const boundary = `----charter-bench-${randomBytes(12).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head, 'latin1'), file, Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')]),
  };
}

async function staffToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-admin-password' }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { admin_token: string }).admin_token;
}

/** Staff ask the founder for a document on each order: the founder's task to upload to. */
async function founderTasks(base: string, orderIds: string[]): Promise<{ orderId: string; taskId: string }[]> {
  const admin = await staffToken(base);
  const tasks = [];
  for (const orderId of orderIds) {
    const response = await fetch(`${base}/api/admin/orders/${orderId}/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': admin },
      body: JSON.stringify({ title: 'Signed board resolution', due_date: '2030-01-31', performer: 'founder' }),
    });
    if (response.status !== 201) throw new Error(`adding a task answered ${response.status}: ${await response.text()}`);
    tasks.push({ orderId, taskId: ((await response.json()) as { id: string }).id });
  }
  return tasks;
}

export async function runUploadBench({ base, token, orderIds, others, durationSeconds, inFlight = 16, routeConnections = 8 }: Options) {
  const tasks = await founderTasks(base, orderIds);
  const { contentType, body } = multipartBody(onePdf(), 'board-resolution.pdf');
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const latencies: number[] = [];
  const upload = async (task: { orderId: string; taskId: string }) => {
    const started = performance.now();
    const response = await post(agent, `${base}/api/orders/${task.orderId}/tasks/${task.taskId}/documents`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${response.body}`);
    latencies.push(performance.now() - started);
  };
  // One upload first, so the first figures are not the route's first use.
  await upload(tasks[0]!);
  latencies.length = 0;

  const deadline = performance.now() + durationSeconds * 1000;
  const uploading = Promise.all(
    Array.from({ length: inFlight }, async (_unused, index) => {
      const task = tasks[index % tasks.length]!;
      while (performance.now() < deadline) await upload(task);
    }),
  );
  const routes = await Promise.all(
    others.map(async (route) => {
      const result = await autocannon({ url: route.url, connections: routeConnections, duration: durationSeconds, headers: route.headers });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return { label: route.label, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
    }),
  );
  await uploading;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const routeP99s = routes.map((route) => route.p99).sort((a, b) => a - b);
  // The median of an even count: the mean of the middle two.
  const middle = routeP99s.length / 2;
  const medianRouteP99 = routeP99s.length % 2 ? routeP99s[Math.floor(middle)]! : (routeP99s[middle - 1]! + routeP99s[middle]!) / 2;
  return {
    inFlight,
    routeConnections,
    uploads: latencies.length,
    uploadsPerSec: Number((latencies.length / durationSeconds).toFixed(1)),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    routes,
    medianRouteP99,
  };
}
