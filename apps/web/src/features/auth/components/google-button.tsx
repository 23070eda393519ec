import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { googleSignInOffered } from '../api/sign-in-requests';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.5-3.5A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z" />
    </svg>
  );
}

/**
 * Google sign-in is a full-page navigation to the API, which redirects to Google and back to /auth/success. It shows
 * only once the server has said this deployment offers it: a founder is never shown a way in that cannot work (a
 * disabled "not configured" button was a dead end). `divider` (the "or" rule) shows with it.
 */
export function GoogleButton({ divider }: { divider?: ReactNode }) {
  const offered = useGoogleSignInOffered();
  if (offered !== true) return null;
  return (
    <>
      {divider}
      <Button asChild variant="secondary" className="w-full">
        <a href="/api/auth/login">
          <GoogleMark />
          Continue with Google
        </a>
      </Button>
    </>
  );
}

/** The "or" rule between the email form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

/** Whether this deployment offers Google sign-in; undefined until (or unless) the server has said. */
function useGoogleSignInOffered(): boolean | undefined {
  const [offered, setOffered] = useState<boolean>();
  useEffect(() => {
    let current = true;
    // A failed check leaves the button as it is: the callback reports a missing configuration itself.
    googleSignInOffered().then(
      (answer) => current && setOffered(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return offered;
}
