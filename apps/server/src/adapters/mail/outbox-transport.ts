import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, MailTransport } from './mail-transport';

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: Date;
}

export interface OutboxTransport extends MailTransport {
  recent(limit: number): Promise<StoredMail[]>;
}

/** Stores mail in the database so the embedded product works with no mail server (read at /dev/mailbox). */
export function createOutboxTransport(db: Db): OutboxTransport {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }: MailMessage) {
      await db.insert(mailOutbox).values({ to, subject, text, html });
    },
    async recent(limit: number) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
    async close() {},
  };
}
