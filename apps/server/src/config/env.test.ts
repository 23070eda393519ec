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
  ])('stops on %j naming the variable', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('turns the demo mode off in production, with a real database or a configured admin', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoMode).toBe(false);
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long-enough' }).demoMode).toBe(false);
  });
});
