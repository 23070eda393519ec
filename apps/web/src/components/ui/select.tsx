import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A native select (keyboard, mobile pickers and screen readers for free) in the design system's look. */
export function Select({ className, children, disabled, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        disabled={disabled}
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-line bg-white pl-3 pr-9 text-sm text-ink focus-visible:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-100 disabled:bg-slate-50 aria-invalid:border-red-500',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
    </div>
  );
}

interface SelectOptionsProps<T extends string | number> {
  values: readonly T[];
  /** What each option shows; the value itself by default. */
  label?: (value: T) => ReactNode;
}

/** One `<option>` per value, for a `Select` over a fixed list (countries, statuses, states…). */
export function SelectOptions<T extends string | number>({ values, label }: SelectOptionsProps<T>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ));
}
