import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Options } from 'tsup';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import tsupConfig from '../../tsup.config';
import { envSchema, loadConfig } from './env';

// compose.yaml and the Dockerfile cannot be run on the machines that test this project (no container engine), so
// this keeps them honest against the code: every variable compose sets is one the config module reads, the values
// it resolves to pass the config module's own checks, and the commands are files the build writes.

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  deploy?: { replicas?: number };
  healthcheck?: { test?: string[]; disable?: boolean };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const charterServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** The secrets an operator exports; compose refuses to start without them (`${VAR:?message}`). */
const operatorEnv = {
  POSTGRES_PASSWORD: 'pg-password-0123',
  REDIS_PASSWORD: 'redis-password-0123',
  MINIO_ROOT_USER: 'charter-minio',
  MINIO_ROOT_PASSWORD: 'minio-password-0123',
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'admin-password-0123',
  MAIL_ENCRYPTION_KEY: 'u4T6Iu4YfvTj0p6sJxM8dmDqWj3Cq8Yv5mZg0kq3Zx8=',
};

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?message}, and $$ for a literal dollar. */
function interpolate(value: string, env: Record<string, string>, missing: Set<string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (match, name: string | undefined, kind?: string, rest?: string) => {
    if (match === '$$' || !name) return '$';
    const given = env[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '?') missing.add(name);
    return kind === '-' ? (rest ?? '') : '';
  });
}

function resolvedEnvironment(service: ComposeService, env: Record<string, string>, missing = new Set<string>()) {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env, missing)]),
  );
}

/** The tsup entry names, i.e. the files `npm run build` writes as apps/server/dist/<name>.js. */
const builtEntries = Object.keys((tsupConfig as Options).entry as Record<string, string>).map((name) => `apps/server/dist/${name}.js`);

describe('compose.yaml', () => {
  it('runs the API, the worker and the migration step from the one image', () => {
    expect(charterServices.map(([name]) => name).sort()).toEqual(['api', 'migrate', 'worker']);
    expect(new Set(charterServices.map(([, service]) => service.image)).size).toBe(1);
  });

  it.each(charterServices)('%s sets only variables the config module knows', (_name, service) => {
    const known = Object.keys(envSchema.shape);
    const unknown = Object.keys(service.environment ?? {}).filter((key) => !known.includes(key));
    expect(unknown).toEqual([]);
  });

  it.each(charterServices)('%s: the values it resolves to pass the config module, in production', (name, service) => {
    const config = loadConfig(resolvedEnvironment(service, operatorEnv));
    expect(config).toMatchObject({
      isProduction: true,
      databaseUrl: 'postgres://charter:pg-password-0123@postgres:5432/charter',
      redisUrl: 'redis://:redis-password-0123@redis:6379',
      smtpUrl: 'smtp://mailpit:1025',
      admin: { email: 'ops@example.com', password: 'admin-password-0123' },
      storage: { kind: 's3', bucket: 'charter-uploads', endpoint: 'http://minio:9000', forcePathStyle: true },
      payments: { sandbox: { enabled: false } },
      llm: undefined,
      metricsToken: undefined,
      // API replicas and the worker check the schema and never migrate at start: `migrate` (migrate.js) is the release step.
      migrateAtStart: false,
    });
    // API replicas only queue jobs, behind one proxy hop; worker.js serves the queues whatever RUN_WORKERS says.
    if (name === 'api') expect(config).toMatchObject({ runWorkers: false, trustProxy: 1, port: 3000 });
    else expect(service.environment).not.toHaveProperty('RUN_WORKERS');
  });

  it('refuses to start without each secret, and commits none', () => {
    const missing = new Set<string>();
    for (const service of Object.values(compose.services)) {
      resolvedEnvironment(service, {}, missing);
      for (const part of service.command ?? []) interpolate(part, {}, missing);
    }
    expect([...missing].sort()).toEqual(Object.keys(operatorEnv).sort());
    // No secret-looking variable has a default written in the file.
    const defaults = [...read('compose.yaml').matchAll(/\$\{(\w*(?:PASSWORD|SECRET|KEY|TOKEN|USER)\w*):-([^}]+)\}/g)];
    expect(defaults.map(([whole]) => whole)).toEqual([]);
  });

  it('starts two API replicas, checked for readiness, and the built entries', () => {
    const api = compose.services.api!;
    expect(api.deploy?.replicas).toBe(2);
    expect(api.healthcheck?.test?.join(' ')).toContain('/api/ready');
    for (const [, service] of charterServices) {
      expect(service.command?.[0]).toBe('node');
      expect(builtEntries).toContain(service.command?.[1]);
    }
    expect(compose.services.worker!.command).toEqual(['node', 'apps/server/dist/worker.js']);
    expect(compose.services.migrate!.command).toEqual(['node', 'apps/server/dist/migrate.js']);
  });

  it('proxies to the API service on the port it listens on', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/name \{\$API_HOST:api\}/);
    expect(caddyfile).toMatch(new RegExp(`port \\{\\$API_PORT:${String(compose.services.api!.environment!.PORT)}\\}`));
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('starts the API from a file the build writes, as a user other than root', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', 'apps/server/dist/main.js']);
    expect(builtEntries).toContain('apps/server/dist/main.js');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
  });

  it('ships the server build (with its migrations), the web build and production dependencies only', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toContain('COPY --from=build /app/apps/server/dist apps/server/dist');
    expect(runtime).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
    expect(read('apps/server/tsup.config.ts')).toContain("cpSync('src/db/migrations', 'dist/migrations'");
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace @charter\/server/);
  });

  it('copies every workspace manifest before each npm ci (the lockfile names them all)', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2))).map((dir) => `${pattern.slice(0, -2)}/${dir}`)
        : [pattern],
    );
    const manifests = workspaces.filter((dir) => existsSync(path.join(root, dir, 'package.json')));
    for (const dir of manifests) {
      expect(dockerfile.split(`COPY ${dir}/package.json ${dir}/`).length - 1, dir).toBe(2);
    }
  });

  it.skipIf(!existsSync(path.join(root, 'apps/server/dist/main.js')))('names files that exist after npm run build', () => {
    for (const file of builtEntries) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(existsSync(path.join(root, 'apps/server/dist/migrations/meta/_journal.json'))).toBe(true);
  });
});
