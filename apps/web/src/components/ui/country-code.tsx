import { cn } from '@/lib/cn';

interface CountryCodeProps {
  /** ISO 3166-1 alpha-2 (countryCodes, marketCountries' code). */
  code: string;
  /** The country's name: the tile's tooltip, and what a screen reader hears unless the name is written beside it. */
  name: string;
  /** The name is written beside the tile: a screen reader skips the tile. */
  decorative?: boolean;
  className?: string;
}

/**
 * A country's code in a small tile where a flag would go: emoji flags render as empty boxes without an emoji font
 * (Debian's Chromium, many Linux desktops), and a box tells nobody which country it is (issue 30 §6).
 */
export function CountryCode({ code, name, decorative = false, className }: CountryCodeProps) {
  return (
    <span
      title={name}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={cn(
        'inline-flex h-5 min-w-7 shrink-0 items-center justify-center rounded bg-slate-100 px-1 text-[0.6875rem] leading-none font-medium tracking-wide text-slate-700',
        className,
      )}
    >
      {code}
    </span>
  );
}
