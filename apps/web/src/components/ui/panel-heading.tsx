import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PanelHeadingProps {
  title: string;
  /** What the panel holds, and what a change there does. */
  children: ReactNode;
  icon?: LucideIcon;
  /** Beside the heading where there is room, under it where there is not: the panel's main action, a filter or a count. */
  actions?: ReactNode;
  className?: string;
}

/** A panel's `h2` and the sentence under it, with its main action (a back-office tab's header). */
export function PanelHeading({ title, children, icon: Icon, actions, className }: PanelHeadingProps) {
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-3', className)}>
      {/* Grows beside the actions, and takes its own row once less than 18rem would be left to it. */}
      <div className="flex min-w-0 flex-1 basis-72 items-start gap-4">
        {Icon && (
          <span className="rounded-lg bg-accent-50 p-2.5 text-accent-700 [&_svg]:size-5" aria-hidden="true">
            <Icon />
          </span>
        )}
        <div className="grid gap-1">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted">{children}</p>
        </div>
      </div>
      {actions}
    </div>
  );
}
