import { z } from 'zod';

/** Spec §9-ish bounds: a question is short text; the session id is generated on the client (time + random part). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const ADVISOR_MAX_SUGGESTED_SERVICES = 5;

const messageSchema = z
  .string()
  .trim()
  .min(1, 'Please type a message')
  .max(CHAT_MESSAGE_MAX_LENGTH, `Keep the message under ${CHAT_MESSAGE_MAX_LENGTH} characters`);
const sessionIdSchema = z
  .string()
  .trim()
  .regex(/^[\w.:-]{8,100}$/, 'Invalid session id');

/** Spec §3 Business info, sent as the chat's business context (browser local storage key businessInfo). */
export const businessContextSchema = z.object({
  countries: z.array(z.string().max(40)).max(10).optional(),
  state: z.string().max(80).nullable().optional(),
});
export type BusinessContext = z.infer<typeof businessContextSchema>;

/** Where a passage of an answer comes from: a knowledge article, a statutory rule or a service of the catalogue. */
export const chatSourceSchema = z.object({ title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** Spec §3 Service card (id, name, description, cta, highlighted) with the catalogue's price. */
/**
 * Charter's platform fee inside a card's price and its rate, as the catalogue computed them (serviceFees, the cart's
 * own figure), so a chat card itemises it like the catalogue's (issue 30). Optional: replies stored before it, in the
 * server's threads and in a tab's sessionStorage, have only the price.
 */
const platformFeeFields = {
  platform_fee: z.number().optional(),
  platform_fee_percentage: z.number().optional(),
};

export const chatServiceCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cta: z.string(),
  highlighted: z.boolean(),
  price: z.number(),
  currency: z.string(),
  ...platformFeeFields,
});
export type ChatServiceCard = z.infer<typeof chatServiceCardSchema>;

/** What every message to an assistant carries: the text and the conversation it continues. */
const chatTurnFields = { message: messageSchema, session_id: sessionIdSchema };

export const chatBodySchema = z.object({
  ...chatTurnFields,
  business_context: businessContextSchema.nullable().optional(),
});
export type ChatBody = z.infer<typeof chatBodySchema>;

export const chatReplySchema = z.object({
  message: z.string(),
  services: z.array(chatServiceCardSchema),
  sources: z.array(chatSourceSchema),
  timestamp: z.string(),
  session_id: z.string(),
  /** The index of this reply in the thread (what feedback names). */
  message_index: z.number().int(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatRatings = ['helpful', 'not_helpful'] as const;

/** Spec §7 POST /chat/feedback. */
export const chatFeedbackBodySchema = z.object({
  session_id: sessionIdSchema,
  message_index: z.number().int().min(0).max(10_000),
  user_message: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH * 2)
    .optional(),
  assistant_message: z.string().max(20_000).optional(),
  rating: z.enum(chatRatings),
  business_context: businessContextSchema.nullable().optional(),
  /** Rates the compliance advisor's reply in this company's thread (signed in); absent: the open assistant's. */
  company_id: z.string().trim().min(1).max(100).optional(),
});
export type ChatFeedbackBody = z.infer<typeof chatFeedbackBodySchema>;
export const chatFeedbackResultSchema = z.object({ message: z.string() });

/** Spec §3 Suggested service (name, price, currency), with its id so the card can add it to the cart. */
export const suggestedServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  ...platformFeeFields,
});
export type SuggestedService = z.infer<typeof suggestedServiceSchema>;

export const complianceChatBodySchema = z.object({
  ...chatTurnFields,
  company_id: z.string().trim().min(1).max(100),
});
export type ComplianceChatBody = z.infer<typeof complianceChatBodySchema>;

export const complianceChatReplySchema = z.object({
  message: z.string(),
  suggested_services: z.array(suggestedServiceSchema).max(ADVISOR_MAX_SUGGESTED_SERVICES),
  sources: z.array(chatSourceSchema),
  timestamp: z.string(),
  session_id: z.string(),
  message_index: z.number().int(),
});
export type ComplianceChatReply = z.infer<typeof complianceChatReplySchema>;

/** The streamed form of both chat calls (`Accept: text/event-stream`): the answer as it is written, then the reply. */
export const chatStreamEvents = ['delta', 'done', 'error'] as const;
export const chatDeltaSchema = z.object({ text: z.string() });
