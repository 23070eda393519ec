import { randomUUID } from 'node:crypto';
import type { MailAttachment, MailAttachmentRef, MailMessage, MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isSealed, type SealedBox } from '../../lib/sealed-box';
import { mailRepository, type MailToDispatch } from './mail.repository';

/** Queues the delivery jobs of stored mail (pg-boss in the app: urgent mail on its own queue; a fake in unit tests). */
export type DispatchDelivery = (mails: MailToDispatch[]) => Promise<void>;

interface Deps {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  maxAttempts: number;
  /** Seals bodies as they are stored and opens them to send (the mail key). */
  box: SealedBox;
  /**
   * Makes the file an attachment refers to, when the mail is sent (an invoice's PDF from its frozen content). A mail
   * with attachments fails its attempt, and is retried, while this throws.
   */
  renderAttachment?: (ref: MailAttachmentRef) => Promise<MailAttachment>;
}

/** A job lost with its worker (a crash mid-attempt) is queued again after this long. */
const LOST_JOB_MINUTES = 10;
/** How long one delivery attempt holds a mail; well past the SMTP transport's own timeouts for one attempt. */
const CLAIM_SECONDS = 120;
/** Mail queued per statement when many are dispatched at once (a burst of receipts). */
const DISPATCH_BATCH = 500;

/** Another delivery of the same mail holds it: the job is retried after its back-off and finds it settled by then. */
export class MailBusyError extends Error {}

/**
 * The mail outbox. `enqueue` stores a mail in the caller's transaction (or on its own); `dispatch` queues delivery
 * jobs for stored mail once it is committed; the worker's `deliver` sends it, exactly once per stored mail as far as
 * this side can know (the stored mail's id is its SMTP Message-ID, for the one window it cannot close: a server that
 * accepted the mail just before this process died; a batch records its sent mail together once all were handed over,
 * so that window is one batch's sending, about a second). A delivery first claims the mail in one statement, so two jobs
 * for one mail (a duplicate dispatch, the lost-job sweep, workers sending a batch at once) never both send it.
 *
 * Nothing secret at rest: the body is stored sealed (AES-256-GCM with the mail key) and erased once the mail is sent or
 * has failed for good, leaving the mail log (recipient, subject, status, attempts, times). Every mail is sealed, not
 * only those with a code or a link: one path with no list of "secret" templates to keep right, and receipts and
 * digests carry names, amounts and deadlines that are nobody else's business either. Subjects stay readable for the
 * log, so no template puts a secret in one. Attachments are stored as references (an invoice's id) and rendered when
 * the mail is sent, so no file sits in the outbox either, and a retry sends the same frozen document.
 */
export function createMailer({ db, transport, clock, maxAttempts, box, renderAttachment }: Deps) {
  let dispatchDelivery: DispatchDelivery | undefined;

  async function queue(mails: MailToDispatch[]): Promise<void> {
    if (!dispatchDelivery || mails.length === 0) return;
    await dispatchDelivery(mails);
    await mailRepository.markDispatched(
      db,
      mails.map((mail) => mail.id),
      clock(),
    );
  }

  async function dispatch(): Promise<void> {
    if (!dispatchDelivery) return;
    for (;;) {
      const mails = await mailRepository.listUndispatched(db, DISPATCH_BATCH);
      await queue(mails);
      if (mails.length < DISPATCH_BATCH) return;
    }
  }

  /** Mail stored in plain text before bodies were sealed (pending at the upgrade) is sent as it is. */
  const openBody = (value: string | null) => (value === null ? '' : isSealed(value) ? box.open(value) : value);

  /** The mail's files, made now from their references: the outbox row holds only the references. */
  async function attachmentsOf(refs: MailAttachmentRef[]): Promise<MailAttachment[] | undefined> {
    if (refs.length === 0) return undefined;
    if (!renderAttachment) throw new Error('this mail has attachments and nothing can render them');
    return Promise.all(refs.map((ref) => renderAttachment(ref)));
  }

  /**
   * The worker's step for a batch of delivery jobs (`deliveryId`: the job's id, the same on each of its retries):
   * claims their mail in one statement, sends it all at once, records the sent in one statement. Each delivery's
   * outcome: undefined when done (sent, or already settled, or failed for good), else the error to retry it after its
   * back-off (the server refused, or another delivery holds the mail).
   */
  async function deliverBatch(deliveries: { mailId: string; deliveryId: string }[]): Promise<(Error | undefined)[]> {
    const now = clock();
    const claimed = await mailRepository.claimMany(db, deliveries, now, new Date(now.getTime() + CLAIM_SECONDS * 1000));
    const byId = new Map(claimed.map((mail) => [mail.id, mail]));
    const unclaimed = deliveries.filter(({ mailId }) => !byId.has(mailId)).map(({ mailId }) => mailId);
    const statuses = await mailRepository.statuses(db, unclaimed);
    const sent: string[] = [];
    const outcomes = await Promise.all(
      deliveries.map(async ({ mailId }): Promise<Error | undefined> => {
        const mail = byId.get(mailId);
        if (!mail) {
          return statuses.get(mailId) === 'pending' ? new MailBusyError('this mail is being delivered by another job') : undefined;
        }
        byId.delete(mailId);
        try {
          const attachments = await attachmentsOf(mail.attachments);
          await transport.send({
            to: mail.to,
            subject: mail.subject,
            text: openBody(mail.text),
            html: openBody(mail.html),
            messageId: mail.id,
            ...(attachments ? { attachments } : {}),
          });
        } catch (error) {
          const attempts = await mailRepository.recordFailure(
            db,
            mail.id,
            error instanceof Error ? error.message : String(error),
            maxAttempts,
          );
          return attempts >= maxAttempts ? undefined : error instanceof Error ? error : new Error(String(error));
        }
        sent.push(mail.id);
        return undefined;
      }),
    );
    await mailRepository.markSent(db, sent, clock());
    return outcomes;
  }

  return {
    /** Set once the job queue runs; until then mail waits in the outbox (nothing is lost). */
    connect(dispatcher: DispatchDelivery | undefined): void {
      dispatchDelivery = dispatcher;
    },

    /**
     * Stores a mail, its body sealed. Inside a transaction pass it as `executor` and call `dispatch()` after the
     * commit; on its own the mail is dispatched at once (only this one: a login code does not queue a burst of
     * receipts first). The same `key` twice stores (and sends) one mail.
     */
    async enqueue(message: MailMessage, { key, executor }: { key: string; executor?: Db }): Promise<void> {
      const urgent = message.urgent ?? false;
      const id = await mailRepository.insertOnce(executor ?? db, {
        to: message.to,
        subject: message.subject,
        text: box.seal(message.text),
        html: box.seal(message.html),
        urgent,
        attachments: message.attachments ?? [],
        idempotencyKey: key,
        createdAt: clock(),
      });
      if (!executor) await queue([{ id, urgent }]);
    },

    dispatch,

    /** Crash recovery: mail committed but never queued, and jobs lost with a dead worker, are queued again. */
    async sweep(): Promise<void> {
      if (!dispatchDelivery) return;
      const lostBefore = new Date(clock().getTime() - LOST_JOB_MINUTES * 60_000);
      await queue(await mailRepository.listToDispatch(db, lostBefore, DISPATCH_BATCH));
    },

    deliverBatch,

    /** One mail's delivery (see deliverBatch); throws what would have the queue retry it. */
    async deliver(mailId: string, deliveryId: string = randomUUID()): Promise<void> {
      const [outcome] = await deliverBatch([{ mailId, deliveryId }]);
      if (outcome) throw outcome;
    },

    counts: () => mailRepository.countByStatus(db),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
