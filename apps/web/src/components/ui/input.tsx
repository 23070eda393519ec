import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus-visible:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-100 disabled:bg-slate-50 disabled:text-muted aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
