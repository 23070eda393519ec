import type { MailAttachmentRef } from '../../db/schema';

export type { MailAttachmentRef };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox's idempotency key, sent as the Message-ID so a receiving server can drop a duplicate. */
  messageId?: string;
  /**
   * Someone is waiting for it to act on it (login codes, verification and reset links, invitations): it is delivered
   * from a queue of its own, ahead of receipts and digests. These are also the mails that carry a secret.
   */
  urgent?: boolean;
  /** Files it carries, by reference (an invoice): the outbox stores the reference and renders the file to send it. */
  attachments?: MailAttachmentRef[];
}

/** An attachment as it is sent: rendered at delivery from its reference, never stored. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail as a transport sends it: its attachments rendered. */
export interface OutgoingMessage extends Omit<MailMessage, 'attachments'> {
  attachments?: MailAttachment[];
}

/** Where mail goes: SMTP in production, the database outbox in the embedded default. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}
