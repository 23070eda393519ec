import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { ButtonLink } from './button-link';

/** The way back to the screen a page was opened from ("Back to Orders"): a quiet button with a left arrow. */
export function BackLink({ to, className, children }: { to: LinkProps['to']; className?: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" className={className}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </ButtonLink>
  );
}
