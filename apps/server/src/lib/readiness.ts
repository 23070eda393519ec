/** 'not_configured': no check given (e.g. Redis without REDIS_URL). */
export type CheckResult = 'ok' | 'failed' | 'not_configured';

export interface ReadinessReport<Name extends string> {
  ready: boolean;
  draining: boolean;
  checks: Record<Name, CheckResult>;
}

/**
 * Readiness, as a load balancer asks it: not ready while a dependency is unreachable or once the process is draining
 * (SIGTERM received), so traffic moves to the other instances. Liveness (GET /api/health) stays separate.
 */
export function createReadiness<Name extends string>(checks: Record<Name, (() => Promise<void>) | undefined>, timeoutMs = 2_000) {
  let draining = false;

  async function run(check: () => Promise<void>): Promise<'ok' | 'failed'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    try {
      await Promise.race([check(), timeout]);
      return 'ok';
    } catch {
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    drain(): void {
      draining = true;
    },
    get draining(): boolean {
      return draining;
    },
    async report(): Promise<ReadinessReport<Name>> {
      const entries = await Promise.all(
        (Object.entries(checks) as [Name, (() => Promise<void>) | undefined][]).map(
          async ([name, check]) => [name, check ? await run(check) : 'not_configured'] as const,
        ),
      );
      const results = Object.fromEntries(entries) as Record<Name, CheckResult>;
      return { ready: !draining && entries.every(([, result]) => result !== 'failed'), draining, checks: results };
    },
  };
}

/** The app's readiness: these three dependencies. */
export type Readiness = ReturnType<typeof createReadiness<'database' | 'redis' | 'queue'>>;
