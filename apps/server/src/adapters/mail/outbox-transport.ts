import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { SealedBox } from '../../lib/sealed-box';
import type { MailMessage, MailTransport } from './mail-transport';

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: Date;
}

export interface OutboxTransport extends MailTransport {
  recent(limit: number): Promise<StoredMail[]>;
}

/**
 * Stores mail in the database so the embedded product works with no mail server (read at /dev/mailbox). The bodies are
 * sealed with the mail key like the outgoing mail they come from, so the data folder holds no readable code or link.
 */
export function createOutboxTransport(db: Db, box: SealedBox): OutboxTransport {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }: MailMessage) {
      await db.insert(mailOutbox).values({ to, subject, text: box.seal(text), html: box.seal(html) });
    },
    async recent(limit: number) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
      return rows.map((row) => ({ ...row, text: box.open(row.text), html: box.open(row.html) }));
    },
    async close() {},
  };
}
