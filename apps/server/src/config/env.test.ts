import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      requireEmailVerification: true,
      demoMode: true,
      google: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, 'REQUIRE_EMAIL_VERIFICATION'],
    [{ ADMIN_EMAIL: 'ops@example.com' }, 'ADMIN_PASSWORD'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ UPLOAD_MAX_MB: 'lots' }, 'UPLOAD_MAX_MB'],
    [{ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'id-only' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ CONSULTATION_TIME_ZONE: 'Mars/Olympus' }, 'CONSULTATION_TIME_ZONE'],
    [{ CONSULTATION_DAYS: 'weekdays' }, 'CONSULTATION_DAYS'],
    [{ CONSULTATION_START: '9am' }, 'CONSULTATION_START'],
    [{ CONSULTATION_START: '19:00', CONSULTATION_END: '09:00' }, 'CONSULTATION_END'],
  ])('stops on %j naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('keeps consultation hours on weekdays 09:00–19:00 India time unless configured', () => {
    expect(loadConfig({}).consultationHours).toEqual({ time_zone: 'Asia/Kolkata', days: [1, 2, 3, 4, 5], start: '09:00', end: '19:00' });
    expect(
      loadConfig({
        CONSULTATION_TIME_ZONE: 'Europe/London',
        CONSULTATION_DAYS: '6,1-3',
        CONSULTATION_START: '08:30',
        CONSULTATION_END: '17:00',
      }).consultationHours,
    ).toEqual({ time_zone: 'Europe/London', days: [1, 2, 3, 6], start: '08:30', end: '17:00' });
  });

  it('turns the demo mode off in production, with a real database or a configured admin', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoMode).toBe(false);
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long-enough' }).demoMode).toBe(false);
  });

  it('migrates at start except in production on PostgreSQL, where `npm run db:migrate` is the release step', () => {
    expect(loadConfig({}).migrateAtStart).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).migrateAtStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).migrateAtStart).toBe(true);
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/x',
      MAIL_ENCRYPTION_KEY: Buffer.alloc(32).toString('hex'),
    };
    expect(loadConfig(production).migrateAtStart).toBe(false);
    expect(loadConfig({ ...production, MIGRATE_AT_START: 'true' }).migrateAtStart).toBe(true);
    expect(() => loadConfig({ MIGRATE_AT_START: 'sometimes' })).toThrow('MIGRATE_AT_START');
  });

  it('keeps uploads under DATA_DIR by default, and in the bucket when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/charter' })).toMatchObject({
      uploads: { maxBytes: 25 * 1024 * 1024 },
      storage: { kind: 'local', dir: '/srv/charter/uploads' },
    });
    expect(loadConfig({ UPLOAD_MAX_MB: '10' }).uploads.maxBytes).toBe(10 * 1024 * 1024);
    expect(
      loadConfig({
        S3_BUCKET: 'charter-docs',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'charter-docs',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses the sandbox signing secret that used to be the public default, and generates one per install when unset', () => {
    const refused = () => loadConfig({ PAYMENTS_SANDBOX_SECRET: 'charter-sandbox-signing-secret' });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(/PAYMENTS_SANDBOX_SECRET: is the old public default 'charter-sandbox-signing-secret'.*unset it/);
    // Unset: no secret in the configuration; the app generates the install's own and keeps it in the database.
    expect(loadConfig({}).payments.sandbox).toEqual({ enabled: true, secret: undefined });
    expect(loadConfig({ PAYMENTS_SANDBOX_SECRET: 'a-secret-of-our-own-1234' }).payments.sandbox.secret).toBe('a-secret-of-our-own-1234');
  });

  it('reads MAIL_ENCRYPTION_KEY as 32 bytes of base64 or hex, and requires it in production on PostgreSQL', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ MAIL_ENCRYPTION_KEY: key.toString('base64') }).mailEncryptionKey).toEqual(key);
    expect(loadConfig({ MAIL_ENCRYPTION_KEY: key.toString('base64url') }).mailEncryptionKey).toEqual(key);
    expect(loadConfig({ MAIL_ENCRYPTION_KEY: key.toString('hex') }).mailEncryptionKey).toEqual(key);
    expect(loadConfig({}).mailEncryptionKey).toBeUndefined();
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), Buffer.alloc(31).toString('hex')]) {
      expect(() => loadConfig({ MAIL_ENCRYPTION_KEY: bad })).toThrow(/MAIL_ENCRYPTION_KEY: must be 32 bytes/);
    }
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' };
    expect(() => loadConfig(production)).toThrow(/MAIL_ENCRYPTION_KEY: is required in production on PostgreSQL/);
    expect(loadConfig({ ...production, MAIL_ENCRYPTION_KEY: key.toString('base64') }).mailEncryptionKey).toEqual(key);
    // The embedded database keeps a generated key in its data folder, in production too.
    expect(loadConfig({ NODE_ENV: 'production' }).mailEncryptionKey).toBeUndefined();
  });
});

describe('invoicing configuration', () => {
  it('defaults to a demo supplier in India whose GSTIN is valid, and says it is a demo', () => {
    const { invoicing } = loadConfig({});
    expect(invoicing.india).toMatchObject({ gstin: '29AAAAA0000A1ZY', state: 'Karnataka', demo: true });
    expect(invoicing.usa.demo).toBe(true);
    expect(invoicing.uk.vatNumber).toBeUndefined();
  });

  it('takes a real supplier: its state from the GSTIN, upper-cased', () => {
    const { invoicing } = loadConfig({
      INVOICE_IN_LEGAL_NAME: 'Charter Services Private Limited',
      INVOICE_IN_ADDRESS: '1 Marine Drive, Mumbai 400020',
      INVOICE_IN_GSTIN: '27aapfu0939f1zv',
    });
    expect(invoicing.india).toMatchObject({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra', demo: false });
  });

  it('refuses to start production with the demo supplier once India payments are on (Razorpay), as other requirements', () => {
    const supplier = {
      INVOICE_IN_LEGAL_NAME: 'Charter Services Private Limited',
      INVOICE_IN_ADDRESS: '1 Marine Drive, Mumbai 400020',
      INVOICE_IN_GSTIN: '27AAPFU0939F1ZV',
    };
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    const production = { NODE_ENV: 'production', ...razorpay };
    expect(() => loadConfig(production)).toThrow(/INVOICE_IN_GSTIN: India payments are on \(RAZORPAY_KEY_ID\): set INVOICE_IN_LEGAL_NAME/);
    // Empty values (compose passes unset variables as '') are unset.
    expect(() => loadConfig({ ...production, INVOICE_IN_LEGAL_NAME: '', INVOICE_IN_ADDRESS: '', INVOICE_IN_GSTIN: '' })).toThrow(
      /INVOICE_IN_GSTIN: India payments are on/,
    );
    expect(loadConfig({ ...production, ...supplier }).invoicing.india).toMatchObject({ gstin: '27AAPFU0939F1ZV', demo: false });
    // No India payments in production (no Razorpay; the sandbox never runs there): nothing is invoiced in India.
    expect(loadConfig({ NODE_ENV: 'production' }).invoicing.india.demo).toBe(true);
    // Outside production the demo supplier stays the default, with Razorpay too (its test keys).
    expect(loadConfig(razorpay).invoicing.india.demo).toBe(true);
  });

  it.each([
    [{ INVOICE_IN_LEGAL_NAME: 'A', INVOICE_IN_ADDRESS: 'B', INVOICE_IN_GSTIN: '27AAPFU0939F1ZW' }, /INVOICE_IN_GSTIN: .*check character/],
    [{ INVOICE_IN_GSTIN: '27AAPFU0939F1ZV' }, /INVOICE_IN_GSTIN: .*go together/],
    [{ INVOICE_UK_VAT_NUMBER: '123456789' }, /INVOICE_UK_VAT_NUMBER/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
