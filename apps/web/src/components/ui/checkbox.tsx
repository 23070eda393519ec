import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'className' | 'children'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label's layout and text; the box keeps the design system's look. */
  className?: string;
  /** What the box says, beside it: clicking the words ticks it too. */
  children: ReactNode;
}

/** A native checkbox inside its label (keyboard and screen readers for free), in the accent colour. */
export function Checkbox({ checked, onChange, className, children, disabled, ...input }: CheckboxProps) {
  return (
    <label className={cn('flex items-center gap-2', className)}>
      <input
        type="checkbox"
        className="size-4 accent-accent-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        {...input}
      />
      {children}
    </label>
  );
}
