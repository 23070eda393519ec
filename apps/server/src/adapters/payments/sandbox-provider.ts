import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { SandboxAction, SandboxActionResult, SandboxCheckout } from '@charter/shared';
import type { Db } from '../../db/client';
import { sandboxCheckouts, sandboxRefunds } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { RefundDeclinedError, type PaymentProvider, type ProviderSignal } from './payment-provider';
import { verifyRazorpayPopup } from './razorpay-provider';
import { parseStripeWebhook, signalFromSession } from './stripe-provider';

/** Hosted sessions expire a day after creation, as Stripe's do. */
const SESSION_HOURS = 24;
/** The popup's public key id, shown where Razorpay's would be. */
export const SANDBOX_KEY_ID = 'rzp_sandbox_charter';

/** Stripe's signature helpers work offline; the sandbox signs and verifies its events with them. */
const signer = new Stripe('sk_test_sandbox_offline');

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

interface SandboxDeps {
  db: Db;
  clock: Clock;
  secret: string;
  appUrl: string;
  /** Where the hosted checkout sends its signed events: the app's webhook ingestion, in-process. */
  deliverWebhook: (rawBody: Buffer, headers: Record<string, string>) => Promise<void>;
}

type SandboxRow = typeof sandboxCheckouts.$inferSelect;

function sessionObject(row: SandboxRow, status: 'complete' | 'expired' | 'open', paymentStatus: 'paid' | 'unpaid') {
  return {
    id: row.id,
    object: 'checkout.session',
    amount_total: row.amountMinor,
    currency: row.currency.toLowerCase(),
    payment_intent: row.paymentId,
    payment_status: paymentStatus,
    status,
    client_reference_id: row.reference,
  } as unknown as Stripe.Checkout.Session;
}

/**
 * The embedded payment gateway, so the whole flow works offline: INR pays in an in-page popup whose result carries a
 * signature computed exactly as Razorpay's; other currencies pay on a hosted page (/sandbox/checkout/{id}) that
 * sends Stripe-signed events. It is a provider like the others: the app verifies what it says before believing it.
 */
export function createSandboxGateway({ db, clock, secret, appUrl, deliverWebhook }: SandboxDeps) {
  async function find(id: string): Promise<SandboxRow | undefined> {
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).limit(1);
    return row;
  }

  const effectiveStatus = (row: SandboxRow): SandboxCheckout['status'] =>
    row.status === 'open' && row.expiresAt.getTime() <= clock().getTime() ? 'expired' : row.status;

  /** Sends a Stripe-shaped, Stripe-signed event about a hosted session to the app's webhook endpoint. */
  async function emit(row: SandboxRow, type: string, session: Stripe.Checkout.Session): Promise<void> {
    const payload = JSON.stringify({
      id: newId('evt_sbx'),
      object: 'event',
      type,
      created: Math.floor(clock().getTime() / 1000),
      data: { object: session },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(clock().getTime() / 1000) });
    await deliverWebhook(Buffer.from(payload), { 'stripe-signature': signature, 'content-type': 'application/json' });
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async startCheckout(request) {
      const popup = request.currency === 'INR';
      const id = newId(popup ? 'order_sbx' : 'cs_sbx');
      await db.insert(sandboxCheckouts).values({
        id,
        kind: popup ? 'popup' : 'hosted',
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        reference: request.orderId,
        successUrl: popup ? null : request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: popup ? null : request.cancelUrl,
        expiresAt: new Date(clock().getTime() + SESSION_HOURS * 3_600_000),
      });
      return popup
        ? { mode: 'popup', providerRef: id, keyId: SANDBOX_KEY_ID }
        : { mode: 'hosted', providerRef: id, url: `${appUrl}/sandbox/checkout/${id}` };
    },

    verifyPopupResult: (result) => verifyRazorpayPopup(secret, result),

    parseWebhook: (rawBody, headers) => parseStripeWebhook(signer, secret, rawBody, headers),

    /** The state of a hosted session or a popup order, as a provider answers about its own (both are closed ones). */
    async retrieve(providerRef): Promise<ProviderSignal | null> {
      const row = await find(providerRef);
      if (!row) return null;
      const status = effectiveStatus(row);
      if (status === 'paid')
        return signalFromSession(`retrieve:${row.id}:paid`, 'checkout.session.completed', sessionObject(row, 'complete', 'paid'), {
          retrieved: row.id,
        });
      // A cancelled hosted session can never be paid again: to the app it is over, as an expired one is.
      if (status === 'expired' || (status === 'cancelled' && row.kind === 'hosted'))
        return signalFromSession(`retrieve:${row.id}:expired`, 'checkout.session.expired', sessionObject(row, 'expired', 'unpaid'), {
          retrieved: row.id,
        });
      if (status === 'declined') {
        return signalFromSession(
          `retrieve:${row.id}:failed`,
          'checkout.session.async_payment_failed',
          sessionObject(row, 'complete', 'unpaid'),
          { retrieved: row.id },
        );
      }
      return null;
    },

    /**
     * Refunds a paid sandbox payment, once per idempotency key (a repeated key answers the first refund), never more
     * than was captured: as a provider does.
     */
    async refund(request) {
      const [existing] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      if (existing) return { providerRefundId: existing.id, providerStatus: 'succeeded' };
      const [paid] = await db
        .select()
        .from(sandboxCheckouts)
        .where(and(eq(sandboxCheckouts.paymentId, request.providerPaymentId), eq(sandboxCheckouts.status, 'paid')))
        .limit(1);
      if (!paid) throw new RefundDeclinedError(`No such payment: ${request.providerPaymentId}`);
      const [refunded] = await db
        .select({ total: sql<string>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)::text` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, request.providerPaymentId));
      if (request.amountMinor <= 0 || request.amountMinor + Number(refunded?.total ?? 0) > paid.amountMinor) {
        // A concurrent call with the same key may have refunded between the first look and the sum: as the provider
        // would, the key answers its refund rather than a refusal.
        const [sameKey] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
        if (sameKey) return { providerRefundId: sameKey.id, providerStatus: 'succeeded' };
        throw new RefundDeclinedError('The refund is larger than what is left of the payment.');
      }
      const id = newId('re_sbx');
      const [inserted] = await db
        .insert(sandboxRefunds)
        .values({
          id,
          idempotencyKey: request.idempotencyKey,
          paymentId: request.providerPaymentId,
          amountMinor: request.amountMinor,
          currency: request.currency,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { providerRefundId: inserted.id, providerStatus: 'succeeded' };
      // Another call with the same key won the insert: answer its refund.
      const [winner] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      return { providerRefundId: winner!.id, providerStatus: 'succeeded' };
    },
  };

  return {
    provider,

    /** What the sandbox's page shows; unknown ids are null (the page says so). */
    async view(id: string): Promise<SandboxCheckout | null> {
      const row = await find(id);
      if (!row) return null;
      return {
        id: row.id,
        kind: row.kind,
        amount: row.amountMinor,
        currency: row.currency,
        description: row.description,
        status: effectiveStatus(row),
      };
    },

    /** Pay, Decline or Cancel on the sandbox's page or popup; a session acts once. */
    async act(id: string, action: SandboxAction): Promise<SandboxActionResult | null> {
      const row = await find(id);
      if (!row) return null;
      const current = effectiveStatus(row);
      // A session acts once: a second click (or another tab) is told how it ended, and nothing changes.
      if (current !== 'open') {
        const ended = current === 'paid' ? 'paid' : current === 'cancelled' ? 'cancelled' : 'declined';
        return {
          outcome: ended,
          redirect_url: row.kind === 'hosted' ? row.successUrl : null,
          razorpay_order_id: null,
          razorpay_payment_id: null,
          razorpay_signature: null,
        };
      }
      const paymentId = action === 'pay' ? newId(row.kind === 'popup' ? 'pay_sbx' : 'pi_sbx') : null;
      const status = action === 'pay' ? 'paid' : action === 'decline' ? 'declined' : 'cancelled';
      await db.update(sandboxCheckouts).set({ status, paymentId }).where(eq(sandboxCheckouts.id, id));
      const updated = { ...row, status, paymentId } as SandboxRow;
      const outcome = action === 'pay' ? 'paid' : action === 'decline' ? 'declined' : 'cancelled';
      if (row.kind === 'popup') {
        // A decline is told to the app at once, as Razorpay's payment.failed webhook would: the next Pay opens a
        // fresh attempt instead of this dead one. (The sandbox's events all travel Stripe-signed.)
        if (action === 'decline')
          await emit(updated, 'checkout.session.async_payment_failed', sessionObject(updated, 'complete', 'unpaid'));
        const signature = paymentId ? createHmac('sha256', secret).update(`${row.id}|${paymentId}`).digest('hex') : null;
        return {
          outcome,
          redirect_url: null,
          razorpay_order_id: paymentId ? row.id : null,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        };
      }
      if (action === 'pay') await emit(updated, 'checkout.session.completed', sessionObject(updated, 'complete', 'paid'));
      if (action === 'decline') await emit(updated, 'checkout.session.async_payment_failed', sessionObject(updated, 'complete', 'unpaid'));
      return {
        outcome,
        redirect_url: action === 'cancel' ? row.cancelUrl : row.successUrl,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        razorpay_signature: null,
      };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
