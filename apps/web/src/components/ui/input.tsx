import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldWaitsForApp } from '@/lib/prerendered';

export function Input({ className, disabled, ...props }: ComponentProps<'input'>) {
  const waiting = useFieldWaitsForApp();
  return (
    <input
      disabled={disabled || waiting}
      className={cn(
        'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus-visible:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-100 disabled:bg-slate-50 disabled:text-muted aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
