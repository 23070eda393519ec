import { z } from 'zod';
import { textSchema } from '../common/fields';

/**
 * The events a company's endpoint may subscribe to. Due soon (7 and 1 days before) and overdue (the day after) come from
 * the daily reminder scan, by the company's jurisdiction date; the others from the change itself, in its transaction.
 */
export const webhookEvents = [
  'obligation.due_soon',
  'obligation.overdue',
  'obligation.completed',
  'order.paid',
  'task.status_changed',
  'document.uploaded',
  'member.joined',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const webhookEventSchema = z.enum(webhookEvents);

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'obligation.due_soon': 'Obligation due soon (7 and 1 days before)',
  'obligation.overdue': 'Obligation overdue',
  'obligation.completed': 'Obligation completed',
  'order.paid': 'Order paid',
  'task.status_changed': 'Task status changed',
  'document.uploaded': 'Document uploaded',
  'member.joined': 'Member joined',
};

/** The header a delivery is signed in, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Charter-Signature';
/** The delivery's id: the same on every retry and redelivery of one event to one endpoint, for de-duplication. */
export const WEBHOOK_ID_HEADER = 'Charter-Webhook-Id';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const createWebhookEndpointBodySchema = z.object({
  url: textSchema
    .trim()
    .max(2000, 'At most 2,000 characters')
    .pipe(z.url({ protocol: /^https?$/, message: 'Enter a full URL' })),
  events: z
    .array(webhookEventSchema)
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  /** False once it failed for 3 days (its owners are mailed); deliveries stop. */
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The one answer with the signing secret. */
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: webhookEventSchema,
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it gave none (refused, timed out, not a public address). */
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookEndpointParamsSchema = z.object({ id: z.string(), endpointId: z.string() });
export const webhookDeliveryParamsSchema = z.object({ id: z.string(), endpointId: z.string(), deliveryId: z.string() });
