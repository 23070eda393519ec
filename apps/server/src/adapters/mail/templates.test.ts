import { describe, expect, it } from 'vitest';
import { invitationMail, loginCodeMail, reminderDigestMail, verifyEmailMail } from './templates';

describe('mail templates (React Email): HTML and text from one source', () => {
  it('escapes what a user typed in the HTML part and keeps it as typed in the text part', () => {
    const mail = invitationMail('new@example.com', {
      inviterName: 'Ravi <script>alert(1)</script>',
      companyName: 'Spice & "Co"',
      roleLabel: 'a viewer',
      url: 'https://charter.example/invite?token=a&b=<c>',
      ttlDays: 7,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ravi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://charter.example/invite?token=a&amp;b=&lt;c&gt;"');
    expect(mail.text).toContain('Ravi <script>alert(1)</script> invited you to Spice & "Co" as a viewer.');
    expect(mail.subject).toBe('Ravi <script>alert(1)</script> invited you to Spice & "Co" on Charter');
  });

  it('puts a login code on a line of its own in the text part, never in the subject or the preview', () => {
    const mail = loginCodeMail('a@example.com', '204816', 10);
    expect(mail.text.split('\n')).toContain('204816');
    expect(mail.subject).not.toContain('204816');
    expect(mail.html.match(/204816/g)).toHaveLength(1);
    expect(mail.urgent).toBe(true);
  });

  it('writes a button’s link out as "Label: URL" in the text part, once, and leaves the brand and preview out', () => {
    const mail = verifyEmailMail('a@example.com', 'Asha', 'https://charter.example/verify-email?token=abc-123');
    expect(mail.text).toBe(
      [
        'Welcome to Charter, Asha',
        '',
        'Confirm your email address to start using your account.',
        '',
        'Verify email: https://charter.example/verify-email?token=abc-123',
        '',
        'The link is valid for 24 hours and works once. If you did not sign up, ignore this email.',
        '',
        '— Charter',
      ].join('\n'),
    );
  });

  it('lists a digest’s items as "  - name: due date (when)" lines under each company', () => {
    const mail = reminderDigestMail('a@example.com', 'Farah', [
      {
        name: 'Alpha Foods Private Limited',
        complianceUrl: 'https://charter.example/companies/1/compliance',
        unsubscribeUrl: 'https://charter.example/unsubscribe?token=u1',
        items: [{ name: 'GSTR-3B', dueDate: '2026-12-20', when: '7 days left', penalty: '₹50 a day' }],
      },
    ]);
    expect(mail.subject).toBe('Reminder: GSTR-3B (7 days left)');
    const lines = mail.text.split('\n');
    expect(lines).toContain('Alpha Foods Private Limited');
    expect(lines[lines.indexOf('Alpha Foods Private Limited') + 1]).toBe('  - GSTR-3B: due 20 Dec 2026 (7 days left)');
    expect(mail.text).toContain('If late: ₹50 a day');
    expect(mail.text).toContain('Stop these reminders for Alpha Foods Private Limited: https://charter.example/unsubscribe?token=u1');
  });
});
