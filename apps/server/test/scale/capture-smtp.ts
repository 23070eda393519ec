import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The envelope's sender and recipients (joined by commas). */
  from: string;
  to: string;
  raw: string;
  messageId: string | undefined;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * A loopback SMTP server that keeps every message it accepts. `hold(to)` makes it take the next message for that
 * address and never answer it: the sending worker stays in the middle of its job (to be killed there).
 * Port 0 (the default) takes a free one; `url` says which.
 */
export async function startCaptureSmtp(port = 0) {
  const accepted: CapturedMail[] = [];
  const holding = new Set<string>();
  const held: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding.delete(to)) {
          held.push(to);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        accepted.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to,
          raw,
          messageId: /^Message-ID: <([^>]+)>/im.exec(raw)?.[1],
          at: performance.now(),
        });
        callback();
      });
    },
  });
  server.on('error', () => {
    // a client that died mid-message (the killed worker)
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${listening}`,
    accepted,
    held,
    hold: (to: string) => void holding.add(to),
    mailsTo: (to: string) => accepted.filter((mail) => mail.to === to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CaptureSmtp = Awaited<ReturnType<typeof startCaptureSmtp>>;
