import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';

interface AdminAuthFrameProps {
  icon: LucideIcon;
  title: string;
  /** Who the screen is for. */
  description: string;
  /** The card's form or answer. */
  children: ReactNode;
  /** Under the card: a way back, the demo's credentials. */
  below?: ReactNode;
}

/** The frame of the back office's own sign-in screens (staff have passwords; customers sign in elsewhere, with codes). */
export function AdminAuthFrame({ icon: Icon, title, description, children, below }: AdminAuthFrameProps) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Logo />
          <h1 className="mt-2 flex items-center gap-2 text-xl font-semibold">
            <Icon className="size-5 text-accent-600" aria-hidden="true" /> {title}
          </h1>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
        {below}
      </div>
    </main>
  );
}
