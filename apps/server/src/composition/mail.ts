import type { MailAttachment, MailAttachmentRef } from '../adapters/mail/mail-transport';
import { createOutboxTransport, type OutboxTransport } from '../adapters/mail/outbox-transport';
import { createSmtpTransport } from '../adapters/mail/smtp-transport';
import type { JobSender } from '../jobs/job-queue';
import { createSealedBox } from '../lib/sealed-box';
import { mailSealingKey } from '../modules/mail/mail-key';
import { createMailer } from '../modules/mail/mail.service';
import type { Wiring } from './wiring';

/** The mail outbox and where its worker delivers. */
export async function composeMail(
  { config, deps, database, clock }: Wiring,
  { jobs, renderAttachment }: { jobs: JobSender; renderAttachment: (ref: MailAttachmentRef) => Promise<MailAttachment> },
) {
  // Stored mail is sealed with the mail key (MAIL_ENCRYPTION_KEY, or the install's generated one).
  const sealingKey = await mailSealingKey(config, database);
  const box = createSealedBox(sealingKey);
  // Where the outbox worker delivers: SMTP, or the embedded dev mailbox (/dev/mailbox) when none is configured.
  const outbox: OutboxTransport | undefined = deps.mail || config.smtpUrl ? undefined : createOutboxTransport(database.db, box);
  const mail = deps.mail ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : outbox!);
  const mailer = createMailer({
    db: database.db,
    jobs,
    transport: mail,
    clock,
    maxAttempts: config.mailRetry.limit + 1,
    box,
    renderAttachment,
  });
  // The install's secret, for keys derived from it for other uses (the export links' signatures).
  return { mail, outbox, mailer, box, sealingKey };
}
