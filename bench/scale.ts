// `npm run bench:scale`: requests per second of authenticated reads with one API process and with two behind a
// round-robin proxy (node:http, started here), all on this machine's cores together with the load generator, on a
// scratch PostgreSQL database and Redis (the production build, RUN_WORKERS=false, plus one worker for the sign-in mail).
// Three figures per route: one process direct, one behind the proxy, two behind the proxy; the ratio compares the two
// proxied runs (same hop, one process more), over interleaved rounds, as the median with its min–max.
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import {
  createScratchDatabase,
  redisUrl,
  runReleaseStep,
  startProcess,
  stopAll,
  type ClusterProcess,
} from '../apps/server/test/scale/cluster';
import { startCaptureSmtp } from './capture-smtp';
import { createBenchCompany, productEnv, signIn } from './product-server';
import { median } from './stats';

const PORT_A = 4630;
const PORT_B = 4631;
const PROXY_ONE = 4632;
const PROXY_TWO = 4633;
const SMTP_PORT = 4634;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;

/** A round-robin HTTP proxy over kept-alive connections: the simplest load balancer. */
function startProxy(port: number, upstreams: number[]): Promise<Server> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = upstreams[(next = (next + 1) % upstreams.length)]!;
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.statusCode = 502;
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function measure(url: string, token: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationSeconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

async function main(): Promise<void> {
  const database = await createScratchDatabase();
  const smtp = await startCaptureSmtp(SMTP_PORT);
  const proxies: Server[] = [];
  try {
    const env = {
      ...productEnv({ databaseUrl: database.url, smtpPort: SMTP_PORT }),
      APP_URL: `http://127.0.0.1:${PORT_A}`,
      REDIS_URL: redisUrl,
      RUN_WORKERS: 'false',
    };
    await runReleaseStep(env);
    const a: ClusterProcess = await startProcess({ name: 'api A', env, port: PORT_A });
    await Promise.all([
      startProcess({ name: 'api B', env, port: PORT_B }),
      startProcess({ name: 'worker', env: { ...env, RUN_WORKERS: 'true' } }),
    ]);
    const token = await signIn(a.base, smtp);
    const companyId = await createBenchCompany(a.base, token);
    proxies.push(await startProxy(PROXY_ONE, [PORT_A]), await startProxy(PROXY_TWO, [PORT_A, PORT_B]));

    const routes = { me: '/api/auth/me', compliance: `/api/companies/${companyId}/compliance` };
    const samples = Object.fromEntries(
      Object.keys(routes).map((name) => [
        name,
        { direct: [] as number[], oneProxied: [] as number[], twoProxied: [] as number[], ratio: [] as number[] },
      ]),
    ) as Record<keyof typeof routes, { direct: number[]; oneProxied: number[]; twoProxied: number[]; ratio: number[] }>;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [name, path] of Object.entries(routes) as [keyof typeof routes, string][]) {
        const direct = await measure(`${a.base}${path}`, token);
        const oneProxied = await measure(`http://127.0.0.1:${PROXY_ONE}${path}`, token);
        const twoProxied = await measure(`http://127.0.0.1:${PROXY_TWO}${path}`, token);
        const figures = samples[name];
        figures.direct.push(direct);
        figures.oneProxied.push(oneProxied);
        figures.twoProxied.push(twoProxied);
        figures.ratio.push(twoProxied / oneProxied);
        console.log(
          `round ${round}/${ROUNDS} GET ${path}: 1 process ${direct} req/s direct, ${oneProxied} via the proxy; 2 processes ${twoProxied} via the proxy`,
        );
      }
    }
    const report = {
      date: new Date().toISOString(),
      cores: cpus().length,
      durationSeconds,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      routes: Object.fromEntries(
        (Object.entries(samples) as [keyof typeof routes, (typeof samples)[keyof typeof routes]][]).map(([name, figures]) => [
          name,
          {
            path: routes[name],
            oneProcessDirect: median(figures.direct),
            oneProcessProxied: median(figures.oneProxied),
            twoProcessesProxied: median(figures.twoProxied),
            ratio: {
              median: Number(median(figures.ratio).toFixed(2)),
              min: Number(Math.min(...figures.ratio).toFixed(2)),
              max: Number(Math.max(...figures.ratio).toFixed(2)),
            },
          },
        ]),
      ),
    };
    console.log(`\n${report.cores} cores shared by the load generator, the proxy, the API processes, PostgreSQL and Redis:`);
    for (const figures of Object.values(report.routes)) {
      console.log(
        `GET ${figures.path}: 1 process ${figures.oneProcessDirect} req/s direct, ${figures.oneProcessProxied} via the proxy; ` +
          `2 processes ${figures.twoProcessesProxied} req/s via the proxy; ratio 2/1 (proxied) ${figures.ratio.median} (min ${figures.ratio.min}, max ${figures.ratio.max})`,
      );
    }
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/scale.json', JSON.stringify(report, null, 2));
  } finally {
    for (const proxy of proxies) proxy.close();
    await stopAll();
    await smtp.close();
    await database.drop();
  }
}

main().then(
  // The proxy's kept-alive upstream connections would keep the process alive.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
