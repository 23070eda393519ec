import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type StoredAttachmentName } from '../../db/schema';
import type { SealedBox } from '../../lib/sealed-box';
import type { MailTransport, OutgoingMessage } from './mail-transport';

export interface StoredMail extends Omit<OutgoingMessage, 'attachments'> {
  id: string;
  /** The names and sizes of the files it carried (the dev mailbox keeps no attachment's bytes). */
  attachments: StoredAttachmentName[];
  createdAt: Date;
}

export interface OutboxTransport extends MailTransport {
  recent(limit: number): Promise<StoredMail[]>;
}

/**
 * Stores mail in the database so the embedded product works with no mail server (read at /dev/mailbox). The bodies are
 * sealed with the mail key like the outgoing mail they come from, so the data folder holds no readable code or link.
 * Of an attachment it keeps the name and size, enough to see that the invoice went with the receipt.
 */
export function createOutboxTransport(db: Db, box: SealedBox): OutboxTransport {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, attachments = [] }: OutgoingMessage) {
      await db.insert(mailOutbox).values({
        to,
        subject,
        text: box.seal(text),
        html: box.seal(html),
        attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length })),
      });
    },
    async recent(limit: number) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
      return rows.map((row) => ({ ...row, text: box.open(row.text), html: box.open(row.html) }));
    },
    async close() {},
  };
}
