import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-transport';

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ messageId, ...message }: MailMessage) {
      await transporter.sendMail({ from, ...message, ...(messageId ? { messageId: `<${messageId}@charter>` } : {}) });
    },
    async close() {
      transporter.close();
    },
  };
}
