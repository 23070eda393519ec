import { existsSync } from 'node:fs';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Charter <no-reply@charter.local>'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    REQUIRE_EMAIL_VERIFICATION: booleanFromString.default(true),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    REGISTRY_API_URL: z.url().optional(),
    REGISTRY_API_KEY: z.string().min(1).optional(),
    /** Companies House public data API: UK company look-up is offered only when a key is set. */
    COMPANIES_HOUSE_API_KEY: z.string().min(1).optional(),
    COMPANIES_HOUSE_API_URL: z.url().default('https://api.company-information.service.gov.uk'),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    /** Proxies in front of the app whose X-Forwarded-For is believed: a hop count, or their addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, 'must be a hop count (e.g. 1) or comma-separated addresses/CIDRs')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    /** Serve the job queues (mail, reminders) in this process; production runs them with `npm run worker` instead. */
    RUN_WORKERS: booleanFromString.default(true),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /** undefined: embedded PGlite in dataDir; 'memory://': a throw-away PGlite (tests). */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  requireEmailVerification: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  /** A registry API for company search; unset = the embedded directory table. */
  registryApi: { url: string; apiKey: string | undefined } | undefined;
  /** The Companies House API for UK look-ups; unset (no key) = no UK look-up. */
  companiesHouse: { url: string; apiKey: string } | undefined;
  rateLimitMax: number;
  /** false: the client is the TCP peer and X-Forwarded-For is ignored (a forged header must not pick a fresh rate-limit bucket). */
  trustProxy: false | number | string[];
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Serve the job queues in this process (false: an API-only process that just queues jobs for `npm run worker`). */
  runWorkers: boolean;
  /** The recurring schedules and the reminder catch-up at start (tests that drive the clock turn them off). */
  jobSchedules: boolean;
  /** Mail delivery retries: how many after the first attempt, and the first back-off (doubling each time). */
  mailRetry: { limit: number; delaySeconds: number };
  /** Embedded demo: PGlite, no configured admin, not production. Seeds a demo admin and shows its credentials. */
  demoMode: boolean;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/** Reads and validates the environment once; every bad variable is named in the message. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toAppConfig(parsed.data);
}

function toAppConfig(env: Env): AppConfig {
  const isProduction = env.NODE_ENV === 'production';
  const admin = env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    admin,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    registryApi: env.REGISTRY_API_URL ? { url: env.REGISTRY_API_URL, apiKey: env.REGISTRY_API_KEY } : undefined,
    companiesHouse: env.COMPANIES_HOUSE_API_KEY ? { url: env.COMPANIES_HOUSE_API_URL, apiKey: env.COMPANIES_HOUSE_API_KEY } : undefined,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    runWorkers: env.RUN_WORKERS,
    jobSchedules: true,
    mailRetry: { limit: 5, delaySeconds: 5 },
    demoMode: !isProduction && !admin && !env.DATABASE_URL,
  };
}

/** Tests build config through this factory instead of the process environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...toAppConfig(
      envSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '100000',
      }),
    ),
    databaseUrl: 'memory://',
    demoMode: false,
    jobSchedules: false,
    mailRetry: { limit: 3, delaySeconds: 1 },
    ...overrides,
  };
}

/** Reads ./.env into the environment when present (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
