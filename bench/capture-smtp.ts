import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  raw: string;
  /** performance.now() when the message was accepted. */
  acceptedAt: number;
}

/** A loopback SMTP server that keeps every message, so a production-mode server can mail us codes. */
export async function startCaptureSmtp(port: number): Promise<{ mails: CapturedMail[]; close: () => Promise<void> }> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        mails.push({ to, raw: Buffer.concat(chunks).toString('utf8'), acceptedAt: performance.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
