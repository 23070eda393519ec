import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-700',
      accent: 'bg-accent-50 text-accent-700',
      success: 'bg-green-50 text-green-800',
      warning: 'bg-amber-50 text-amber-800',
      danger: 'bg-red-50 text-red-800',
      /** Quiet labels that are not a status (a role, a kind): no status colour. */
      outline: 'border border-line bg-white text-slate-600',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
