import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface RadioCardProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

/** A radio button drawn as a selectable card; the native input stays in the page for keyboard and forms. */
export function RadioCard({ label, className, ...input }: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-3 py-2.5 text-sm font-semibold has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:checked]:text-accent-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
        className,
      )}
    >
      <input type="radio" className="sr-only" {...input} />
      {label}
    </label>
  );
}
