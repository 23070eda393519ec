import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  canonicalTimeZone,
  DEFAULT_CONSULTATION_HOURS,
  gstinMessages,
  gstinProblem,
  isTimeZone,
  LOGIN_CODE_RESEND_COOLDOWN_SECONDS,
  stateOfGstin,
  type ConsultationHours,
  type IndiaState,
} from '@charter/shared';
import { z } from 'zod';
import { parseSealingKey } from '../lib/sealed-box';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The sandbox's signing secret that shipped as a default in the repository: public, so anyone could sign with it. */
export const PUBLIC_SANDBOX_SECRET = 'charter-sandbox-signing-secret';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envSchema = z
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
    /** Redis for what several API processes must share (rate limits, session invalidation); unset: kept in process. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Charter <no-reply@charter.local>'),
    /**
     * Seals stored mail bodies (AES-256-GCM): 32 bytes as base64 (`openssl rand -base64 32`) or 64 hex digits. Unset:
     * the embedded default keeps a generated one in DATA_DIR/secrets; required in production on PostgreSQL.
     */
    MAIL_ENCRYPTION_KEY: z
      .string()
      .refine((value) => parseSealingKey(value) !== undefined, 'must be 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits')
      .optional(),
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
    /** Requests per minute one company API key may make (counted per key, wherever it calls from). */
    API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
    /** Outgoing webhooks: the first retry's delay; later ones double (capped at 6 h) for 3 days. */
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Login codes (and staff reset links) one address may request per hour; raise it for many people behind one NAT. */
    LOGIN_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
    /** Seconds between two login codes (or staff reset links) for one account; the journeys' server shortens it. */
    LOGIN_CODE_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(LOGIN_CODE_RESEND_COOLDOWN_SECONDS),
    /** Proxies in front of the app whose X-Forwarded-For is believed: a hop count, or their addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, 'must be a hop count (e.g. 1) or comma-separated addresses/CIDRs')
      .optional(),
    /** When staff take consultations: the zone, the ISO weekdays (1 = Monday, e.g. "1-5" or "1,3,5") and the hours. */
    CONSULTATION_TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone, e.g. Asia/Kolkata')
      .default(DEFAULT_CONSULTATION_HOURS.time_zone),
    CONSULTATION_DAYS: z
      .string()
      .regex(/^[1-7](-[1-7])?(,[1-7](-[1-7])?)*$/, 'must be ISO weekdays, e.g. 1-5 or 1,2,3,4,5,6')
      .default('1-5'),
    CONSULTATION_START: z.string().regex(HH_MM, 'must be HH:MM, 24-hour').default(DEFAULT_CONSULTATION_HOURS.start),
    CONSULTATION_END: z.string().regex(HH_MM, 'must be HH:MM, 24-hour').default(DEFAULT_CONSULTATION_HOURS.end),
    /** Serves GET /metrics (Prometheus) to a scraper presenting it as a bearer token; unset, /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    /** After SIGTERM, keep serving this long while GET /api/ready answers 503 (so a load balancer stops sending), then drain. */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
    /** Serve the job queues (mail, reminders) in this process; production runs them with `npm run worker` instead. */
    RUN_WORKERS: booleanFromString.default(true),
    /**
     * Apply migrations when a process starts. Default: yes, except in production on PostgreSQL, where `npm run
     * db:migrate` is the release step and a process only checks that the database has every migration it needs.
     */
    MIGRATE_AT_START: booleanFromString.optional(),
    /** Razorpay takes INR payments when its keys are set. */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Stripe Checkout takes the other currencies when its key is set. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** A Stripe-compatible test server (e.g. stripe-mock) instead of api.stripe.com. */
    STRIPE_API_BASE: z.url().optional(),
    /** The sandbox gateway for currencies without a provider; on by default except in production. */
    PAYMENTS_SANDBOX: booleanFromString.optional(),
    /** Unset: each install generates its own, kept in the database (every process of the install shares it). */
    PAYMENTS_SANDBOX_SECRET: z
      .string()
      .min(16)
      .refine(
        (value) => value !== PUBLIC_SANDBOX_SECRET,
        `is the old public default '${PUBLIC_SANDBOX_SECRET}', with which anyone can sign sandbox payments: unset it (each install then generates its own, kept in the database) or set a secret of your own`,
      )
      .optional(),
    /** The largest document a founder or staff may upload to a task, in megabytes. */
    UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(25),
    /** Uploaded files go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
    S3_BUCKET: z.string().min(3).optional(),
    /** An S3-compatible service (MinIO, R2, …) instead of AWS S3. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Address the bucket as a path (endpoint/bucket/key) rather than a host name; most S3-compatible services need it. */
    S3_FORCE_PATH_STYLE: booleanFromString.default(false),
    /** Any OpenAI-compatible chat completions server (…/v1): the assistants answer with it, using their tools. Unset: offline. */
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    /** How long one answer may take, tool calls included, before the assistant falls back to its offline answer. */
    LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
    /**
     * Charter's entity in India as its tax invoices name it (CGST Rules 2017, rule 46): legal name, address and GSTIN
     * (its state is the GSTIN's). Unset, a demo supplier is used and every invoice says so.
     */
    INVOICE_IN_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
    INVOICE_IN_ADDRESS: z.string().trim().min(1).max(500).optional(),
    INVOICE_IN_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((value, ctx) => {
        const problem = gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
      })
      .optional(),
    /** Charter's US and UK entities on their invoices; a tax number turns on tax lines (UK: VAT at the rate charged). */
    INVOICE_US_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
    INVOICE_US_ADDRESS: z.string().trim().min(1).max(500).optional(),
    INVOICE_US_TAX_ID: z.string().trim().min(1).max(40).optional(),
    INVOICE_UK_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
    INVOICE_UK_ADDRESS: z.string().trim().min(1).max(500).optional(),
    INVOICE_UK_VAT_NUMBER: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^GB(\d{9}|\d{12})$/, 'must be GB and 9 (or 12) digits')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'LLM_BASE_URL needs LLM_MODEL (the model name the server serves)' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_SECRET'], message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together' });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENTS_SANDBOX) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS_SANDBOX'], message: 'the sandbox gateway never takes payments in production' });
    }
    // On PostgreSQL a generated key could only be kept in the database, beside the mail it seals: production sets one.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.MAIL_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_ENCRYPTION_KEY'],
        message:
          'is required in production on PostgreSQL (stored mail is sealed with it; every process of the install uses the same): 32 bytes, e.g. `openssl rand -base64 32`',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_ENDPOINT and the S3 keys need S3_BUCKET' });
    }
    const india = [env.INVOICE_IN_LEGAL_NAME, env.INVOICE_IN_ADDRESS, env.INVOICE_IN_GSTIN];
    if (india.some(Boolean) && !india.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['INVOICE_IN_GSTIN'],
        message: 'INVOICE_IN_LEGAL_NAME, INVOICE_IN_ADDRESS and INVOICE_IN_GSTIN go together',
      });
    }
    // India's invoices name Charter's GST registration: in production, once INR can be paid (Razorpay is configured;
    // the sandbox never runs there), the demo supplier would print tax invoices under a registration that is not ours.
    if (env.NODE_ENV === 'production' && env.RAZORPAY_KEY_ID && !india.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['INVOICE_IN_GSTIN'],
        message:
          'India payments are on (RAZORPAY_KEY_ID): set INVOICE_IN_LEGAL_NAME, INVOICE_IN_ADDRESS and INVOICE_IN_GSTIN, Charter’s entity on the tax invoices (production never issues them as the demo supplier)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    if (env.CONSULTATION_START >= env.CONSULTATION_END) {
      ctx.addIssue({ code: 'custom', path: ['CONSULTATION_END'], message: 'must be later than CONSULTATION_START' });
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
  /** Shared state for several API processes (REDIS_URL); undefined: one process, everything in memory. */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Seals stored mail bodies (MAIL_ENCRYPTION_KEY). undefined: the embedded default's generated key in
   * DATA_DIR/secrets, or (outside production, on PostgreSQL or in memory) one generated per install in the database.
   */
  mailEncryptionKey: Buffer | undefined;
  admin: { email: string; password: string } | undefined;
  requireEmailVerification: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  /** A registry API for company search; unset = the embedded directory table. */
  registryApi: { url: string; apiKey: string | undefined } | undefined;
  /** The Companies House API for UK look-ups; unset (no key) = no UK look-up. */
  companiesHouse: { url: string; apiKey: string } | undefined;
  rateLimitMax: number;
  /** Requests per minute per API key. */
  apiKeyRateLimitMax: number;
  /** Outgoing webhooks: only https to public addresses (production), and the first retry's delay. */
  webhooksOut: { publicTargetsOnly: boolean; retryDelaySeconds: number };
  /** Login codes and staff reset links one IP address may request per hour. */
  loginCodesPerIpPerHour: number;
  /** Seconds between two login codes (or staff reset links) for one account. */
  loginCodeCooldownSeconds: number;
  /** false: the client is the TCP peer and X-Forwarded-For is ignored (a forged header must not pick a fresh rate-limit bucket). */
  trustProxy: false | number | string[];
  logLevel: Env['LOG_LEVEL'];
  /** When staff take consultations; bookings outside them are refused. */
  consultationHours: ConsultationHours;
  /** The bearer token GET /metrics requires; undefined: /metrics is not served (404). */
  metricsToken: string | undefined;
  webDistDir: string | undefined;
  /** Serve the job queues in this process (false: an API-only process that just queues jobs for `npm run worker`). */
  runWorkers: boolean;
  /** Migrate at start (development, the embedded default); otherwise refuse to start on a database behind this build. */
  migrateAtStart: boolean;
  /** Seconds between SIGTERM (readiness turns 503) and closing the listener. */
  shutdownDelaySeconds: number;
  /** The recurring schedules and the reminder catch-up at start (tests that drive the clock turn them off). */
  jobSchedules: boolean;
  /** Mail delivery retries: how many after the first attempt, and the first back-off (doubling each time). */
  mailRetry: { limit: number; delaySeconds: number };
  payments: PaymentsConfig;
  uploads: UploadsConfig;
  /** Where uploaded documents are kept. */
  storage: StorageConfig;
  /** Embedded demo: PGlite, no configured admin, not production. Seeds a demo admin and shows its credentials. */
  demoMode: boolean;
  /** The assistants' language model; undefined: they answer offline from the knowledge base. */
  llm: LlmConfig | undefined;
  /** Who issues invoices and credit notes in each country Charter sells in. */
  invoicing: InvoicingConfig;
}

/** The seller named on an invoice. `demo`: the embedded default, printed as such (not a real tax registration). */
export interface InvoiceSupplier {
  legalName: string;
  address: string;
  demo: boolean;
}

export interface InvoicingConfig {
  india: InvoiceSupplier & { gstin: string; state: IndiaState };
  usa: InvoiceSupplier & { taxId: string | undefined };
  uk: InvoiceSupplier & { vatNumber: string | undefined };
}

/**
 * The embedded demo supplier in India: a made-up company in Karnataka whose GSTIN (PAN AAAAA0000A, an obviously
 * unissued number) has a valid check character, so the invoice code runs as in production. Never a real registration.
 */
export const DEMO_INDIA_SUPPLIER = {
  legalName: 'Charter Demo Services Private Limited',
  address: '1 Demo Street, Koramangala, Bengaluru 560034, Karnataka, India',
  gstin: '29AAAAA0000A1ZY',
} as const;

/** An OpenAI-compatible chat completions server (LLM_BASE_URL ends in /v1). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface PaymentsConfig {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | undefined;
  /**
   * The sandbox gateway takes what no configured provider does (off in production: those payments answer 503). Its
   * signing secret: PAYMENTS_SANDBOX_SECRET, or undefined: generated per install and kept in the database.
   */
  sandbox: { enabled: boolean; secret: string | undefined };
}

export interface UploadsConfig {
  /** The largest upload accepted, in bytes (UPLOAD_MAX_MB). */
  maxBytes: number;
  /** Where an upload is spooled while it arrives and is checked, before it goes to storage (removed either way). */
  spoolDir: string;
}

/** Local disk under DATA_DIR by default; an S3-compatible bucket when S3_BUCKET is set. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      /** undefined: the SDK's default chain (an instance role, AWS_* variables, a profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

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
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailEncryptionKey: env.MAIL_ENCRYPTION_KEY ? parseSealingKey(env.MAIL_ENCRYPTION_KEY) : undefined,
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
    apiKeyRateLimitMax: env.API_KEY_RATE_LIMIT_MAX,
    webhooksOut: { publicTargetsOnly: env.NODE_ENV === 'production', retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS },
    loginCodesPerIpPerHour: env.LOGIN_CODES_PER_IP_PER_HOUR,
    loginCodeCooldownSeconds: env.LOGIN_CODE_COOLDOWN_SECONDS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    consultationHours: {
      time_zone: canonicalTimeZone(env.CONSULTATION_TIME_ZONE),
      days: weekdaysOf(env.CONSULTATION_DAYS),
      start: env.CONSULTATION_START,
      end: env.CONSULTATION_END,
    },
    webDistDir: env.WEB_DIST_DIR,
    runWorkers: env.RUN_WORKERS,
    migrateAtStart: env.MIGRATE_AT_START ?? !(isProduction && env.DATABASE_URL),
    shutdownDelaySeconds: env.SHUTDOWN_DELAY_SECONDS,
    jobSchedules: true,
    mailRetry: { limit: 5, delaySeconds: 5 },
    payments: {
      razorpay:
        env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
          ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }
          : undefined,
      stripe: env.STRIPE_SECRET_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }
        : undefined,
      sandbox: { enabled: env.PAYMENTS_SANDBOX ?? !isProduction, secret: env.PAYMENTS_SANDBOX_SECRET },
    },
    uploads: {
      maxBytes: Math.floor(env.UPLOAD_MAX_MB * 1024 * 1024),
      // Beside the local storage, an upload's spool is moved into it (one write of its bytes); a bucket streams it.
      spoolDir: env.S3_BUCKET ? tmpdir() : path.join(env.DATA_DIR, 'spool'),
    },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'local', dir: path.join(env.DATA_DIR, 'uploads') },
    demoMode: !isProduction && !admin && !env.DATABASE_URL,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    invoicing: invoicingOf(env),
  };
}

/** "1-5" or "1,3,5-6" → the ISO weekdays, ascending, once each. */
export function weekdaysOf(spec: string): number[] {
  const days = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    for (let day = from!; day <= to!; day += 1) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

function invoicingOf(env: Env): InvoicingConfig {
  const gstin = env.INVOICE_IN_GSTIN ?? DEMO_INDIA_SUPPLIER.gstin;
  return {
    india: {
      legalName: env.INVOICE_IN_LEGAL_NAME ?? DEMO_INDIA_SUPPLIER.legalName,
      address: env.INVOICE_IN_ADDRESS ?? DEMO_INDIA_SUPPLIER.address,
      gstin,
      state: stateOfGstin(gstin)!,
      demo: !env.INVOICE_IN_GSTIN,
    },
    usa: {
      legalName: env.INVOICE_US_LEGAL_NAME ?? 'Charter Demo Services Inc.',
      address: env.INVOICE_US_ADDRESS ?? '1 Demo Plaza, Wilmington, DE 19801, USA',
      taxId: env.INVOICE_US_TAX_ID,
      demo: !env.INVOICE_US_LEGAL_NAME,
    },
    uk: {
      legalName: env.INVOICE_UK_LEGAL_NAME ?? 'Charter Demo Services Ltd',
      address: env.INVOICE_UK_ADDRESS ?? '1 Demo Lane, London EC1A 1AA, United Kingdom',
      vatNumber: env.INVOICE_UK_VAT_NUMBER,
      demo: !env.INVOICE_UK_LEGAL_NAME,
    },
  };
}

let testApps = 0;

/** Tests build config through this factory instead of the process environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Each test app keeps its uploads in its own folder under the system's temporary directory, never in ./data.
  const files = path.join(tmpdir(), `charter-test-files-${process.pid}-${(testApps += 1)}-${Date.now().toString(36)}`);
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
    uploads: { maxBytes: 25 * 1024 * 1024, spoolDir: path.join(files, 'spool') },
    storage: { kind: 'local', dir: path.join(files, 'uploads') },
    ...overrides,
  };
}

/** Reads ./.env into the environment when present (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
