import { cn } from '@/lib/cn';

/** The mark and the name; `nameClassName` can hide the name where space is short (the signed-in header on a phone). */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ink', className)}>
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <span className={nameClassName}>Charter</span>
    </span>
  );
}
