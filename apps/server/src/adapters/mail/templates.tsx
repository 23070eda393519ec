import { CONTROL_CHARACTER_PATTERN } from '@charter/shared';
import type { MailMessage } from './mail-transport';
import { MailLayout, type LayoutProps } from './mail-layout';
import { ReminderDigest, type DigestCompany } from './reminder-digest';
import { renderMail } from './render-mail';

export type { DigestCompany };

interface Layout extends LayoutProps {
  to: string;
  subject: string;
  /** Someone is waiting for this mail to act on it (it goes on the priority queue). */
  urgent?: boolean;
}

const controlRuns = new RegExp(`(?:${CONTROL_CHARACTER_PATTERN.source})+`, 'gu');
/**
 * A header is one line: names and titles from older rows (or an import) may hold line breaks, which would start
 * headers of their own. nodemailer folds them away too; the outbox and the dev mailbox keep the subject as we give it.
 */
const oneLine = (value: string) => value.replace(controlRuns, ' ').trim();

/** One plain layout with a text part and an HTML part, so every client shows something readable. */
function render({ to, subject, urgent, ...layout }: Layout): MailMessage {
  return {
    to,
    subject: oneLine(subject),
    ...renderMail(<MailLayout {...layout} />),
    ...(urgent ? { urgent: true } : {}),
  };
}

export function loginCodeMail(to: string, code: string, ttlMinutes: number): MailMessage {
  return render({
    to,
    // The code is in the body only: a subject is kept in the mail log (and in servers' logs and lock-screen previews).
    subject: 'Your Charter login code',
    heading: 'Your login code',
    intro: 'Enter this code on the Charter sign-in page to continue.',
    code,
    outro: `The code expires in ${ttlMinutes} minutes and works once. If you did not ask for it, you can ignore this email.`,
    urgent: true,
  });
}

export function verifyEmailMail(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Verify your email for Charter',
    heading: `Welcome to Charter, ${name}`,
    intro: 'Confirm your email address to start using your account.',
    action: { label: 'Verify email', url },
    outro: 'The link is valid for 24 hours and works once. If you did not sign up, ignore this email.',
    urgent: true,
  });
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Reset your Charter password',
    heading: 'Reset your password',
    intro: 'Someone asked to reset the password of your Charter staff (admin) account. Use the link below to choose a new one.',
    action: { label: 'Reset password', url },
    outro:
      'The link is valid for 1 hour and works once. Resetting signs the account out everywhere. If you did not ask for it, ignore this email; your password is unchanged.',
    urgent: true,
  });
}

export function invitationMail(
  to: string,
  invitation: { inviterName: string; companyName: string; roleLabel: string; url: string; ttlDays: number },
): MailMessage {
  return render({
    to,
    subject: `${invitation.inviterName} invited you to ${invitation.companyName} on Charter`,
    heading: `Join ${invitation.companyName} on Charter`,
    intro: `${invitation.inviterName} invited you to ${invitation.companyName} as ${invitation.roleLabel}. Open the invitation with this email address (${to}) to see the company's compliance calendar and orders.`,
    action: { label: 'Open the invitation', url: invitation.url },
    outro: `The link is valid for ${invitation.ttlDays} days and works once. If you do not know ${invitation.inviterName}, ignore this email.`,
    urgent: true,
  });
}

/** The daily reminder digest: every reminder due for one person today, grouped by company. */
export function reminderDigestMail(to: string, userName: string, companies: DigestCompany[]): MailMessage {
  const items = companies.flatMap((company) => company.items);
  const first = items[0]!;
  const subject =
    items.length === 1
      ? `Reminder: ${first.name} (${first.when.toLowerCase()})`
      : `${items.length} compliance deadlines need your attention`;
  return { to, subject: oneLine(subject), ...renderMail(<ReminderDigest userName={userName} companies={companies} />) };
}

/** A tax invoice or credit note sent with a mail: rendered from its id when the mail goes out. */
export interface AttachedTaxDocument {
  id: string;
  /** "Tax invoice", "Invoice", "Credit note": what the document calls itself. */
  title: string;
  number: string;
}

function attachedTaxDocument(document: AttachedTaxDocument | null | undefined): Pick<MailMessage, 'attachments'> {
  return document ? { attachments: [{ kind: 'tax_document', id: document.id }] } : {};
}

export function orderReceiptMail(
  to: string,
  name: string,
  receipt: { orderNumber: string; total: string; what: string; url: string; invoice?: AttachedTaxDocument | null },
): MailMessage {
  const invoice = receipt.invoice ? ` Your ${receipt.invoice.title.toLowerCase()} ${receipt.invoice.number} is attached as a PDF.` : '';
  return {
    ...render({
      to,
      subject: `Receipt for order ${receipt.orderNumber}`,
      heading: `Thank you, ${name}`,
      intro: `We received your payment of ${receipt.total} for ${receipt.what} (order ${receipt.orderNumber}).${invoice} Our team has started on it; you can follow each step and download the PDF receipt from the order.`,
      action: { label: 'View your order', url: receipt.url },
      outro: 'Keep this email for your records. Reply to it if anything looks wrong.',
    }),
    ...attachedTaxDocument(receipt.invoice),
  };
}

/** Staff commented on a task: every member of the company hears of it (issue 11). */
export function taskCommentMail(
  to: string,
  name: string,
  comment: { taskTitle: string; orderNumber: string; comment: string; url: string },
): MailMessage {
  const excerpt = comment.comment.length > 500 ? `${comment.comment.slice(0, 500)}…` : comment.comment;
  return render({
    to,
    subject: `Your agent commented on ${comment.taskTitle}`,
    heading: `Hi ${name}`,
    intro: `Your Charter agent commented on “${comment.taskTitle}” (order ${comment.orderNumber}): “${excerpt}”`,
    action: { label: 'Open the order', url: comment.url },
    outro: 'Reply on the task itself so the whole team sees it.',
  });
}

/** Staff uploaded a document to a task: every member of the company hears of it (issue 11 §2). */
export function taskDocumentMail(
  to: string,
  name: string,
  document: { taskTitle: string; orderNumber: string; filename: string; url: string },
): MailMessage {
  return render({
    to,
    subject: `Your agent added a document to ${document.taskTitle}`,
    heading: `Hi ${name}`,
    intro: `Your Charter agent uploaded “${document.filename}” to “${document.taskTitle}” (order ${document.orderNumber}).`,
    action: { label: 'Open the order', url: document.url },
    outro: 'Download it from the task on the order page. Only your company’s members can see it.',
  });
}

/** A member asked to cancel a paid order: they get what they asked and the refund they were quoted, in writing. */
export function cancellationRequestedMail(
  to: string,
  name: string,
  request: { orderNumber: string; refund: string; url: string },
): MailMessage {
  return render({
    to,
    subject: `We received your request to cancel order ${request.orderNumber}`,
    heading: `Hi ${name}`,
    intro: `You asked to cancel order ${request.orderNumber}. As of your request, cancelling gives back ${request.refund}: the government fees not yet paid out and the part of the professional fee not yet earned. Our team will reply by email; work on the order continues until then.`,
    action: { label: 'Open the order', url: request.url },
    outro: 'Changed your mind? Withdraw the request on the order page.',
  });
}

/** Staff approved a task or sent it back with what to change: every member of the company hears of it (issue 12). */
export function taskReviewedMail(
  to: string,
  name: string,
  review: { outcome: 'approved' | 'sent_back'; taskTitle: string; orderNumber: string; comment: string | null; url: string },
): MailMessage {
  const excerpt = review.comment && review.comment.length > 500 ? `${review.comment.slice(0, 500)}…` : review.comment;
  const said = excerpt ? ` Your agent wrote: “${excerpt}”` : '';
  return review.outcome === 'approved'
    ? render({
        to,
        subject: `Approved: ${review.taskTitle}`,
        heading: `Hi ${name}`,
        intro: `Your Charter agent approved “${review.taskTitle}” (order ${review.orderNumber}). The task is complete.${said}`,
        action: { label: 'Open the order', url: review.url },
        outro: 'You can follow the rest of the order’s tasks on the order page.',
      })
    : render({
        to,
        subject: `Changes needed: ${review.taskTitle}`,
        heading: `Hi ${name}`,
        intro: `Your Charter agent reviewed “${review.taskTitle}” (order ${review.orderNumber}) and sent it back to you.${said}`,
        action: { label: 'Open the task', url: review.url },
        outro: 'Make the changes, upload what is asked for, and send the task to review again.',
      });
}

/** Staff confirmed a consultation booking: the contact the founder gave hears of it, with the team's notes (issue 12). */
export function bookingConfirmedMail(
  to: string,
  name: string,
  booking: { what: string; when: string; notes: string | null; url: string },
): MailMessage {
  return render({
    to,
    subject: `Your consultation is confirmed: ${booking.what}`,
    heading: `Hi ${name}`,
    intro: `Your ${booking.what} consultation on ${booking.when} is confirmed.${booking.notes ? ` A note from the team: “${booking.notes}”` : ''}`,
    action: { label: 'View your bookings', url: booking.url },
    outro: 'Need another time? Reply to this email and we will find one.',
  });
}

/** Staff cancelled the order: the buyer is told, with the refund the provider accepted (issue 12). */
export function orderCancelledMail(
  to: string,
  name: string,
  order: { orderNumber: string; refund: string | null; url: string; creditNote?: AttachedTaxDocument | null },
): MailMessage {
  const creditNote = order.creditNote ? ` The credit note ${order.creditNote.number} for it is attached as a PDF.` : '';
  return {
    ...render({
      to,
      subject: `Order ${order.orderNumber} is cancelled`,
      heading: `Hi ${name}`,
      intro: order.refund
        ? `We cancelled order ${order.orderNumber} and refunded ${order.refund} to the card or account you paid with.${creditNote} Banks usually show a refund within 5 to 10 working days.`
        : `We cancelled order ${order.orderNumber}. There is nothing to refund on it.`,
      action: { label: 'Open the order', url: order.url },
      outro: 'Reply to this email if anything looks wrong.',
    }),
    ...attachedTaxDocument(order.refund ? order.creditNote : null),
  };
}

/** Staff marked the order completed: the buyer hears that every step is done. */
/** Staff recorded the incorporation of a company being formed: its full compliance calendar now runs from that date. */
export function incorporationRecordedMail(
  to: string,
  name: string,
  company: { name: string; incorporationDate: string; url: string },
): MailMessage {
  return render({
    to,
    subject: `${company.name} is incorporated`,
    heading: `Hi ${name}`,
    intro: `${company.name} was incorporated on ${company.incorporationDate}. Its compliance calendar now runs from that date: the first filings (such as the first board meeting and the auditor's appointment) are dated, and the annual ones follow.`,
    action: { label: 'See the compliance calendar', url: company.url },
    outro: 'Reply to this email if the date is not the one on the certificate of incorporation.',
  });
}

export function orderCompletedMail(to: string, name: string, order: { orderNumber: string; url: string }): MailMessage {
  return render({
    to,
    subject: `Order ${order.orderNumber} is complete`,
    heading: `Hi ${name}`,
    intro: `Every step of order ${order.orderNumber} is done. Its documents stay on the order page.`,
    action: { label: 'Open the order', url: order.url },
    outro: 'Reply to this email if anything is missing.',
  });
}

/** An outgoing webhook endpoint failed for 3 days and was turned off (issue 34 §4): the company's owners hear of it. */
export function webhookDisabledMail(
  to: string,
  name: string,
  endpoint: { url: string; companyName: string; settingsUrl: string },
): MailMessage {
  return render({
    to,
    subject: `A webhook of ${endpoint.companyName} was turned off`,
    heading: `Hi ${name}`,
    intro: `Every delivery to ${endpoint.url} has failed for 3 days, so Charter stopped sending to it. Its delivery log shows each attempt and the answer it got.`,
    action: { label: 'Open the webhooks', url: endpoint.settingsUrl },
    outro:
      'Fix the receiver, then turn the endpoint back on (Turn back on, on the Webhooks tab); you can redeliver any event from its log.',
  });
}

/** Issue 34 §2: the date the account or company is erased, and how to stop it before then. */
export function deletionScheduledMail(
  to: string,
  name: string,
  deletion: { subject: string; date: string; cancelUrl: string; requestedByOther?: boolean },
): MailMessage {
  return render({
    to,
    subject: `${deletion.subject} will be deleted on ${deletion.date}`,
    heading: `Hi ${name}`,
    intro: `${deletion.requestedByOther ? 'Another owner asked' : 'You asked'} to delete ${deletion.subject.toLowerCase()}. It will be deleted on ${deletion.date}: its personal data is erased then, and only the invoices and payments the law makes us keep stay, without anything they do not need.`,
    action: { label: 'Cancel the deletion', url: deletion.cancelUrl },
    outro: deletion.requestedByOther
      ? 'Any owner can cancel it until then. If you object, cancel it and talk to your co-owners.'
      : 'You can cancel it until then. If you did not ask for this, cancel it and contact us.',
  });
}

export function deletionCancelledMail(to: string, name: string, deletion: { subject: string }): MailMessage {
  return render({
    to,
    subject: `The deletion of ${deletion.subject.toLowerCase()} was cancelled`,
    heading: `Hi ${name}`,
    intro: `The deletion of ${deletion.subject.toLowerCase()} was cancelled. Nothing was erased; everything stays as it was.`,
    outro: 'If you did not cancel it, another owner did: they can tell you why.',
  });
}

/** Sent to the address the account had before the erasure: the last mail Charter sends it. */
export function deletionCompletedMail(to: string, deletion: { subject: string; keptUntil: string | null }): MailMessage {
  return render({
    to,
    subject: `${deletion.subject} has been deleted`,
    heading: 'Deletion complete',
    intro: `${deletion.subject} and its personal data have been deleted from Charter.`,
    outro: deletion.keptUntil
      ? `The invoices and payments the law makes us keep stay, without your contact details, until ${deletion.keptUntil}, and are then deleted.`
      : 'No records were kept.',
  });
}

/** A data export is ready (issue 34 §1): the signed link, which opens only for this account, for 24 hours. */
export function dataExportReadyMail(to: string, name: string, ready: { subject: string; url: string; expiresAt: string }): MailMessage {
  return render({
    to,
    subject: `Your Charter export of ${ready.subject} is ready`,
    heading: `Hi ${name}`,
    intro: `The export of ${ready.subject} you asked for is ready: one ZIP with every record as JSON, spreadsheets (CSV) and the documents and invoices.`,
    action: { label: 'Download the export', url: ready.url },
    outro: `The link works until ${ready.expiresAt} (24 hours), and only when you are signed in to Charter as ${to}. You can make a new export from settings at any time.`,
  });
}
