import { cn } from '@/lib/cn';

/** "Asha Rao" → "AR"; an address or a single word gives its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => word[0]!.toUpperCase()).join('') || '?';
}

/** A person's initials in a circle. Decorative: the name is always written beside it. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-accent-50 text-xs font-semibold text-accent-700',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
