import type { MailMessage, MailTransport } from '../../adapters/mail/mail-transport';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mailRepository } from './mail.repository';

/** Queues the delivery job of a stored mail (pg-boss in the app; a fake in unit tests). */
export type DispatchDelivery = (mailId: string) => Promise<void>;

interface Deps {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  maxAttempts: number;
}

/** A job lost with its worker (a crash mid-attempt) is queued again after this long. */
const LOST_JOB_MINUTES = 10;

/**
 * The mail outbox. `enqueue` stores a mail in the caller's transaction (or on its own); `dispatch` queues delivery
 * jobs for stored mail once it is committed; the worker's `deliver` sends it, exactly once per stored mail as far as
 * this side can know (the stored mail's id is its SMTP Message-ID, for the one window it cannot close: a server that
 * accepted the mail just before this process died).
 */
export function createMailer({ db, transport, clock, maxAttempts }: Deps) {
  let dispatchDelivery: DispatchDelivery | undefined;

  async function dispatch(): Promise<void> {
    if (!dispatchDelivery) return;
    for (const id of await mailRepository.listUndispatched(db, 100)) {
      await dispatchDelivery(id);
      await mailRepository.markDispatched(db, id, clock());
    }
  }

  return {
    /** Set once the job queue runs; until then mail waits in the outbox (nothing is lost). */
    connect(dispatcher: DispatchDelivery | undefined): void {
      dispatchDelivery = dispatcher;
    },

    /**
     * Stores a mail. Inside a transaction pass it as `executor` and call `dispatch()` after the commit; on its own the
     * mail is dispatched at once. The same `key` twice stores (and sends) one mail.
     */
    async enqueue(message: MailMessage, { key, executor }: { key: string; executor?: Db }): Promise<void> {
      await mailRepository.insertOnce(executor ?? db, { ...message, idempotencyKey: key, createdAt: clock() });
      if (!executor) await dispatch();
    },

    dispatch,

    /** Crash recovery: mail committed but never queued, and jobs lost with a dead worker, are queued again. */
    async sweep(): Promise<void> {
      if (!dispatchDelivery) return;
      const lostBefore = new Date(clock().getTime() - LOST_JOB_MINUTES * 60_000);
      for (const id of await mailRepository.listToDispatch(db, lostBefore, 500)) {
        await dispatchDelivery(id);
        await mailRepository.markDispatched(db, id, clock());
      }
    },

    /** The worker's step: sends one stored mail, or records why not; throws so the queue retries with back-off. */
    async deliver(mailId: string): Promise<void> {
      const mail = await mailRepository.findById(db, mailId);
      if (!mail || mail.status !== 'pending') return;
      try {
        await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.id });
      } catch (error) {
        const attempts = await mailRepository.recordFailure(
          db,
          mail.id,
          error instanceof Error ? error.message : String(error),
          maxAttempts,
        );
        if (attempts >= maxAttempts) return;
        throw error;
      }
      await mailRepository.markSent(db, mail.id, clock());
    },

    counts: () => mailRepository.countByStatus(db),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
