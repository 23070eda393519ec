import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostedPaymentStatusSchema,
  paymentVerifiedSchema,
  razorpayVerifyBodySchema,
  sessionIdParamsSchema,
  type PaymentProviderName,
} from '@charter/shared';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider';
import { AppError } from '../../http/app-error';
import type { RouteContext } from '../../http/context';
import type { PaymentsService } from './payments.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** Spec §7 Checkout and payment: the popup's verification and the hosted checkout's status. */
export const paymentRoutes: FastifyPluginAsyncZod<RouteContext<{ payments: PaymentsService }>> = async (app, { services, guards }) => {
  const { payments } = services;
  // 409: a cancelled order, or one already paid, refuses a popup result (and refunds it if money moved).
  const route = routeGroup(['payments'], errorResponses(400, 401, 402, 403, 404, 409));

  app.post(
    '/razorpay/verify',
    { preHandler: guards.requireUser, ...route({ body: razorpayVerifyBodySchema, response: { 200: paymentVerifiedSchema } }) },
    async (request) => payments.verifyPopup(actorOf(request), request.body),
  );

  app.get(
    '/stripe/status/:sessionId',
    { preHandler: guards.requireUser, ...route({ params: sessionIdParamsSchema, response: { 200: hostedPaymentStatusSchema } }) },
    async (request) => payments.hostedStatus(actorOf(request), request.params.sessionId),
  );
};

/**
 * Provider webhooks, verified on the raw body (so this scope reads JSON as bytes). A bad, missing or stale
 * signature answers 400 and changes nothing; a verified event is recorded and queued (`queued`, applied by its job);
 * a duplicate answers 200 so the provider stops retrying.
 */
export const webhookRoutes: FastifyPluginAsyncZod<RouteContext<{ payments: PaymentsService }>> = async (app, { services }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const ingest =
    (provider: PaymentProviderName) => async (request: { body: unknown; headers: Record<string, string | string[] | undefined> }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('VALIDATION_FAILED', 'Expected a JSON body');
      try {
        const { outcome, eventId } = await services.payments.ingestWebhook(provider, request.body, request.headers);
        // `event_id`: the recorded event, applied by its job (a duplicate or refused delivery has none).
        return eventId && outcome === 'queued' ? { outcome, event_id: eventId } : { outcome };
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('VALIDATION_FAILED', error.message);
        if (error instanceof SyntaxError) throw new AppError('VALIDATION_FAILED', 'The body is not valid JSON');
        throw error;
      }
    };

  for (const provider of ['razorpay', 'stripe'] as const) {
    app.post(`/${provider}`, { schema: { tags: ['payments'], hide: false } }, ingest(provider));
  }
};
