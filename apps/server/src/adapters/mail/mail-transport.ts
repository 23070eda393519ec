export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox's idempotency key, sent as the Message-ID so a receiving server can drop a duplicate. */
  messageId?: string;
}

/** Where mail goes: SMTP in production, the database outbox in the embedded default. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
