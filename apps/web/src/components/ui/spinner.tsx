import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-sm text-muted', className)}>
      <Loader2 className="size-5 animate-spin text-accent-600" aria-hidden="true" />
      <span>{label}…</span>
    </div>
  );
}
