import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for the newest mail to an address in the embedded outbox whose subject matches; with `atLeast`, until that
 * many such mails have arrived (a second code or link, not the first one again). The outbox lists the newest first.
 */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp, { atLeast = 1 } = {}): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const { messages } = (await response.json()) as { messages: Mail[] };
        const matching = messages.filter((message) => message.to === to && subject.test(message.subject));
        found = matching[0];
        return matching.length >= atLeast;
      },
      // A mail is in the outbox a few hundred milliseconds after it was asked for: look often.
      { timeout: 10_000, intervals: [100, 200] },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

export function codeIn(mail: Mail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}
