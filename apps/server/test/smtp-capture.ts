import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The envelope's recipients, comma-joined. */
  to: string;
  /** When it arrived (performance.now()). */
  at: number;
  messageId: string | undefined;
  /** The message as sent, headers and body. */
  raw: string;
}

/** A loopback SMTP server that keeps what it accepts: to whom, when, its Message-ID and its raw text. */
export async function captureSmtp() {
  const accepted: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        accepted.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          at: performance.now(),
          messageId: raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim(),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
