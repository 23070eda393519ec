import { KeyRound, MailCheck } from 'lucide-react';
import { LOGIN_CODE_TTL_MINUTES } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

interface EmailSentDialogProps {
  open: boolean;
  email: string;
  /** Continue, the close button and Escape all lead to code entry. */
  onContinue: () => void;
  /** Called once the dialog has gone, to move focus to the code field that replaced the form. */
  onClosed: () => void;
}

/** Shown once a login code is on its way: explains passwordless login before asking for the code. */
export function EmailSentDialog({ open, email, onContinue, onClosed }: EmailSentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent
        title="Email Sent!"
        description={
          <>
            We sent a 6-digit login code to <strong className="font-semibold text-ink">{email}</strong>.
          </>
        }
        // Focus goes to the code field that replaces the form, not back to the button that opened this.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <ul className="mb-6 grid gap-4 text-sm text-muted">
          <li className="flex gap-3">
            <KeyRound className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
            <span>
              <span className="font-medium text-ink">No password needed.</span> Charter uses passwordless login: each time you sign in, we
              email you a one-time code.
            </span>
          </li>
          <li className="flex gap-3">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
            <span>
              Open the email and enter the code on the next screen. It expires in {LOGIN_CODE_TTL_MINUTES} minutes. Not there? Check your
              spam folder.
            </span>
          </li>
        </ul>
        <Button type="button" size="lg" className="w-full" onClick={onContinue} autoFocus>
          Continue
        </Button>
      </DialogContent>
    </Dialog>
  );
}
