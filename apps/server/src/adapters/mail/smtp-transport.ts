import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMessage } from './mail-transport';

/** SMTP connections kept open and shared by the mails a worker sends at once (one batch of its queue). */
export const SMTP_MAX_CONNECTIONS = 5;

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // A pool: a batch of mails goes over a few open connections instead of a handshake per mail. The timeouts bound one
  // attempt well inside the outbox's claim on a mail (mail.repository.ts), so a hung server never outlasts it.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    maxMessages: 500,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    // Attachments (an invoice PDF rendered for this delivery) go as nodemailer's own { filename, content, contentType }.
    async send({ messageId, urgent: _urgent, ...message }: OutgoingMessage) {
      await transporter.sendMail({ from, ...message, ...(messageId ? { messageId: `<${messageId}@charter>` } : {}) });
    },
    async close() {
      transporter.close();
    },
  };
}
