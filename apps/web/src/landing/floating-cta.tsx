import { X } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { sessionKeys } from '@/lib/storage-keys';
import { loginHref, siteFooterId } from './landing-content';
import { useElementInView } from './use-element-in-view';
import { useScrolledPast } from './use-scrolled-past';
import { useSessionFlag } from './use-session-flag';

/**
 * The "Get Started Free" bar: slides in after 600 px of scroll (spec §9). It steps aside while the footer shows, so it
 * never covers the footer's last line, and once dismissed it stays away for the rest of the visit, reloads included.
 */
export function FloatingCta() {
  const scrolled = useScrolledPast(600);
  const footerInView = useElementInView(siteFooterId);
  const [dismissed, dismiss] = useSessionFlag(sessionKeys.floatingCtaDismissed);
  const visible = scrolled && !footerInView && !dismissed;

  return (
    <aside
      aria-label="Get started"
      className={cn(
        'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-2xl transition-[translate,visibility] duration-300 ease-out',
        // It slides in from below the viewport rather than fading, so its text never sits at partial contrast;
        // `invisible` also takes the hidden bar out of the tab order and the accessibility tree.
        visible ? 'visible translate-y-0' : 'invisible translate-y-[calc(100%+2rem)]',
      )}
    >
      <div className="flex items-center gap-3 rounded-xl bg-ink py-2 pr-2 pl-4 text-white [&_:focus-visible]:outline-white shadow-[0_16px_40px_-12px_rgba(15,23,42,0.45)] sm:gap-4 sm:pl-6">
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-semibold sm:hidden">Set up in 5 min</span>
          <span className="hidden sm:inline">
            <span className="font-semibold">Form your company today.</span>
            <span className="text-slate-300"> Free to start, set up in 5 minutes.</span>
          </span>
        </p>
        <a href={loginHref} className={cn(buttonVariants({ size: 'md' }), 'shrink-0')}>
          Get Started Free
        </a>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-300 transition-colors hover:bg-white/10 hover:text-white"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
