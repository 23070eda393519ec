import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptureSmtp, type CaptureSmtp } from '../../../test/scale/capture-smtp';
import { createSmtpTransport } from './smtp-transport';
import type { MailMessage, OutgoingMessage } from './mail-transport';
import { invitationMail, loginCodeMail } from './templates';

/** A template's mail as the outbox hands it to a transport (these carry no attachment to render). */
function outgoing({ attachments, ...mail }: MailMessage): OutgoingMessage {
  expect(attachments).toBeUndefined();
  return mail;
}

let smtp: CaptureSmtp;
beforeAll(async () => {
  smtp = await startCaptureSmtp();
});
afterAll(() => smtp.close());

describe('SMTP transport', () => {
  it('delivers a login-code mail with text and HTML parts over real SMTP', async () => {
    const transport = createSmtpTransport(smtp.url, 'Charter <no-reply@charter.test>');
    await transport.send(outgoing(loginCodeMail('founder@example.com', '042917', 10)));
    await transport.close();

    expect(smtp.accepted).toHaveLength(1);
    const [mail] = smtp.accepted;
    expect(mail!.from).toBe('no-reply@charter.test');
    expect(mail!.to).toBe('founder@example.com');
    // The code is in the body, never in the subject (which the mail log keeps readable).
    const headers = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n'));
    expect(headers).toContain('Subject: Your Charter login code');
    expect(headers).not.toContain('042917');
    expect(mail!.raw).toMatch(/\r\n042917\r\n/);
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');
  });

  it('keeps names with line breaks inside the one Subject header', async () => {
    const transport = createSmtpTransport(smtp.url, 'Charter <no-reply@charter.test>');
    const mail = invitationMail('invitee@example.com', {
      inviterName: 'Mallory\r\nBcc: victim@example.com',
      companyName: 'Acme\nX-Injected: 1\u2028Ltd',
      roleLabel: 'Viewer',
      url: 'https://charter.test/invitations/x',
      ttlDays: 7,
    });
    expect(mail.subject).toBe('Mallory Bcc: victim@example.com invited you to Acme X-Injected: 1 Ltd on Charter');
    await transport.send(outgoing(mail));
    await transport.close();

    const raw = smtp.accepted.at(-1)!.raw;
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(smtp.accepted.at(-1)!.to).toBe('invitee@example.com');
  });

  it('rejects when the server is unreachable', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1', 'Charter <no-reply@charter.test>');
    await expect(transport.send(outgoing(loginCodeMail('a@example.com', '123456', 10)))).rejects.toThrow();
  });
});
