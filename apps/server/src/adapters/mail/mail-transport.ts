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
}

/** Where mail goes: SMTP in production, the database outbox in the embedded default. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
