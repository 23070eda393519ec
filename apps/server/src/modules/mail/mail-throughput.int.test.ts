import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReceiptMail } from '../../adapters/mail/templates';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { startCaptureSmtp, type CaptureSmtp } from '../../../test/scale/capture-smtp';

const RECEIPTS = 1_000;

describe('a login code does not wait behind receipts', () => {
  let smtp: CaptureSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startCaptureSmtp();
    t = await createTestApp({ smtpUrl: smtp.url, requireEmailVerification: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it(
    `arrives within 10 s while ${RECEIPTS} receipts are queued, and mail goes out at 50 a second or more`,
    { timeout: 180_000 },
    async () => {
      const { mailer } = t.app.services;
      const founder = uniqueEmail('waiting');
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: founder, name: 'Waiting Founder' } })).statusCode,
      ).toBe(201);

      // A burst of paid orders: their receipts commit together and are queued at once.
      await t.database.db.transaction(async (tx) => {
        for (let index = 0; index < RECEIPTS; index += 1) {
          const receipt = {
            orderNumber: `CH-${100_000 + index}`,
            total: '₹4,999',
            what: 'GST registration',
            url: `https://charter.test/orders/${index}`,
          };
          await mailer.enqueue(orderReceiptMail(`buyer${index}@example.com`, 'Buyer', receipt), { key: `receipt:${index}`, executor: tx });
        }
      });
      // Committed with their delivery jobs.
      const queuedAt = performance.now();

      const asked = performance.now();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email: founder } })).statusCode).toBe(200);
      await expect.poll(() => smtp.accepted.some((mail) => mail.to === founder), { timeout: 10_000, interval: 20 }).toBe(true);
      const code = smtp.accepted.find((mail) => mail.to === founder)!;
      const codeLatencyMs = code.at - asked;
      const receiptsBeforeCode = smtp.accepted.filter((mail) => mail.to.startsWith('buyer') && mail.at <= code.at).length;

      await expect
        .poll(() => smtp.accepted.filter((mail) => mail.to.startsWith('buyer')).length, { timeout: 120_000, interval: 100 })
        .toBeGreaterThanOrEqual(RECEIPTS);
      const receipts = smtp.accepted.filter((mail) => mail.to.startsWith('buyer'));
      const seconds = (Math.max(...receipts.map((mail) => mail.at)) - queuedAt) / 1000;
      const perSecond = RECEIPTS / seconds;
      console.log(
        `mail throughput: ${RECEIPTS} receipts in ${seconds.toFixed(2)} s = ${perSecond.toFixed(0)} mails/s; ` +
          `login code delivered ${codeLatencyMs.toFixed(0)} ms after it was asked for, with ${RECEIPTS - receiptsBeforeCode} receipts still queued`,
      );

      expect(codeLatencyMs).toBeLessThan(10_000);
      // It went ahead of the queue, not after it.
      expect(receiptsBeforeCode).toBeLessThan(RECEIPTS);
      expect(perSecond).toBeGreaterThanOrEqual(50);
      // Exactly once: one message per receipt, each with its own Message-ID, and every row sent with its body erased.
      expect(receipts).toHaveLength(RECEIPTS);
      expect(new Set(receipts.map((mail) => mail.messageId)).size).toBe(RECEIPTS);
      await expect.poll(async () => (await mailer.counts()).sent, { timeout: 10_000 }).toBe(RECEIPTS + 1);
    },
  );
});
