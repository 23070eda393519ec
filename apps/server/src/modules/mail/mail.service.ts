import { randomUUID } from 'node:crypto';
import type { MailAttachment, MailAttachmentRef, MailMessage, MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isSealed, type SealedBox } from '../../lib/sealed-box';
import type { JobSender } from '../../jobs/job-queue';
import { queues } from '../../jobs/queues';
import { mailRepository, type MailToDispatch } from './mail.repository';

interface Deps {
  db: Db;
  /** Each stored mail's delivery job goes out in the transaction that stores it. */
  jobs: JobSender;
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

/** How long one delivery attempt holds a mail; well past the SMTP transport's own timeouts for one attempt. */
const CLAIM_SECONDS = 120;
/** Mail the reconciliation queues again per pass. */
const REQUEUE_BATCH = 500;

/** Another delivery of the same mail holds it: the job is retried after its back-off and finds it settled by then. */
export class MailBusyError extends Error {}

/**
 * The mail outbox. `enqueue` stores a mail and its delivery job in the caller's transaction (or in one of its own), so a
 * committed mail always has its job and a rolled-back one never goes out; the worker's `deliver` sends it, exactly once per stored mail as far as
 * this side can know (the stored mail's id is its SMTP Message-ID, for the one window it cannot close: a server that
 * accepted the mail just before this process died; a batch records its sent mail together once all were handed over,
 * so that window is one batch's sending, about a second). A delivery first claims the mail in one statement, so two jobs
 * for one mail (a job retried after its worker died, the reconciliation, workers sending a batch at once) never both
 * send it.
 *
 * Nothing secret at rest: the body is stored sealed (AES-256-GCM with the mail key) and erased once the mail is sent or
 * has failed for good, leaving the mail log (recipient, subject, status, attempts, times). Every mail is sealed, not
 * only those with a code or a link: one path with no list of "secret" templates to keep right, and receipts and
 * digests carry names, amounts and deadlines that are nobody else's business either. Subjects stay readable for the
 * log, so no template puts a secret in one. Attachments are stored as references (an invoice's id) and rendered when
 * the mail is sent, so no file sits in the outbox either, and a retry sends the same frozen document.
 */
export function createMailer({ db, jobs, transport, clock, maxAttempts, box, renderAttachment }: Deps) {
  /** The delivery job of a stored mail, on the caller's connection; someone waiting for it goes on the urgent queue. */
  const sendDeliveryJob = (executor: Db, mail: MailToDispatch) =>
    jobs.send(executor, mail.urgent ? queues.mailUrgent : queues.mailDeliver, { mailId: mail.id });

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
    /**
     * Stores a mail, its body sealed, with its delivery job: in the caller's transaction when one is passed as
     * `executor` (the mail goes out only if that transaction commits), else in one of its own. The same `key` twice
     * stores (and sends) one mail.
     */
    async enqueue(message: MailMessage, { key, executor }: { key: string; executor?: Db }): Promise<void> {
      const store = async (tx: Db) => {
        const urgent = message.urgent ?? false;
        const stored = await mailRepository.insertOnce(tx, {
          to: message.to,
          subject: message.subject,
          text: box.seal(message.text),
          html: box.seal(message.html),
          urgent,
          attachments: message.attachments ?? [],
          idempotencyKey: key,
          createdAt: clock(),
          dispatchedAt: clock(),
        });
        if (stored.inserted) await sendDeliveryJob(tx, { id: stored.id, urgent });
      };
      await (executor ? store(executor) : db.transaction(store));
    },

    /**
     * The daily reconciliation: pending mail stored before `before` that no delivery job will send (none, while jobs
     * go out with their mail) gets a job again. Answers how many.
     */
    async requeueUnqueued(before: Date): Promise<number> {
      const mails = await mailRepository.listUnqueued(db, before, REQUEUE_BATCH);
      for (const mail of mails) await sendDeliveryJob(db, mail);
      return mails.length;
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
