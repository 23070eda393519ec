import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { installErrorHandling } from './error-handler';

async function appWith(routes: (app: ReturnType<typeof bare>) => void) {
  const app = bare();
  installErrorHandling(app);
  routes(app);
  await app.ready();
  return app;
}

function bare() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('the error model', () => {
  it('hides an unexpected error behind a generic 500 carrying the request id', async () => {
    const app = await appWith((a) =>
      a.get('/boom', async () => {
        throw new Error('secret database detail');
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ detail: string; code: string; request_id: string }>();
    expect(body.code).toBe('INTERNAL');
    expect(body.detail).not.toContain('secret');
    expect(body.detail).toContain(body.request_id);
  });

  it('maps an AppError to its status, code and headers', async () => {
    const app = await appWith((a) =>
      a.get('/slow-down', async () => {
        throw AppError.rateLimited('Wait', 12.2);
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/slow-down' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('13');
    expect(response.json()).toEqual({ detail: 'Wait', code: 'RATE_LIMITED' });
  });

  it('names the failing field of a validation error', async () => {
    const app = await appWith((a) =>
      a.post('/things', { schema: { body: z.object({ count: z.number().int().min(1) }) } }, async () => ({ ok: true })),
    );
    const response = await app.inject({ method: 'POST', url: '/things', payload: { count: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/^count: /) });
  });

  it('never serialises what is outside the response schema, and a mismatch is a 500', async () => {
    const app = await appWith((a) =>
      a.get(
        '/user',
        { schema: { response: { 200: z.object({ email: z.string() }) } } },
        async () => ({ email: 'a@b.co', passwordHash: 'x' }) as { email: string },
      ),
    );
    expect((await app.inject({ method: 'GET', url: '/user' })).json()).toEqual({ email: 'a@b.co' });
    const broken = await appWith((a) =>
      a.get('/user', { schema: { response: { 200: z.object({ email: z.string() }) } } }, async () => ({}) as { email: string }),
    );
    expect((await broken.inject({ method: 'GET', url: '/user' })).statusCode).toBe(500);
  });
});
