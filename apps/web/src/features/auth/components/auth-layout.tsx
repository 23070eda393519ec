import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** The frame of every sign-in screen: the logo over one centred card on the canvas. */
export function AuthLayout({ children, footer, className }: { children: ReactNode; footer?: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas bg-[radial-gradient(ellipse_80%_50%_at_50%_-10%,var(--color-accent-100),transparent)]">
      {/* Top-aligned rather than centred, so the logo stays put while the card changes height between steps. */}
      <main className="flex flex-1 flex-col items-center px-4 py-10 sm:pt-[12vh] sm:pb-16">
        <div className={cn('w-full max-w-[26rem]', className)}>
          {/* The landing page is its own document, so this is a plain link (full navigation). */}
          <a href="/" className="mx-auto mb-8 flex w-fit rounded-md" aria-label="Charter home">
            <Logo />
          </a>
          <Card className="p-6 sm:p-8">{children}</Card>
          {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

const iconTones = {
  accent: 'bg-accent-50 text-accent-600',
  success: 'bg-green-50 text-green-700',
  danger: 'bg-red-50 text-red-700',
} as const;

interface AuthHeadingProps {
  title: ReactNode;
  description?: ReactNode;
  /** A status screen's icon, drawn in a round badge of `tone` above the title. */
  icon?: LucideIcon;
  tone?: keyof typeof iconTones;
}

/** The heading block at the top of an auth card. */
export function AuthHeading({ title, description, icon: Icon, tone = 'accent' }: AuthHeadingProps) {
  return (
    <div className="mb-6 grid gap-2">
      {Icon && (
        <span className={cn('mb-2 inline-flex size-12 items-center justify-center rounded-full [&_svg]:size-6', iconTones[tone])}>
          <Icon aria-hidden="true" />
        </span>
      )}
      <h1 className="text-xl font-semibold tracking-tight text-ink">{title}</h1>
      {description && <p className="text-sm text-muted">{description}</p>}
    </div>
  );
}

const alertTones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-accent-100 bg-accent-50 text-accent-700',
} as const;

/** A message box inside a form. Errors are announced at once (role alert); the rest politely. */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: keyof typeof alertTones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('grid gap-2 rounded-lg border px-3 py-2.5 text-sm', alertTones[tone], className)}
    >
      {children}
    </div>
  );
}

/** The headline of a finished step: success (announced politely) or failure (announced at once). */
export function AuthOutcome({ tone, title, description }: { tone: 'success' | 'danger'; title: ReactNode; description?: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'}>
      <AuthHeading icon={tone === 'danger' ? CircleAlert : CircleCheck} tone={tone} title={title} description={description} />
    </div>
  );
}

/** The frame while a link or a session is being checked: only a spinner that says what is happening. */
export function AuthPending({ label }: { label: string }) {
  return (
    <AuthLayout>
      <Spinner label={label} className="py-10" />
    </AuthLayout>
  );
}
