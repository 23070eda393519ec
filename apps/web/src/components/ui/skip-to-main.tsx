import type { MouseEvent } from 'react';

/**
 * "Skip to main content": the first thing Tab reaches, hidden until focused. It moves focus itself rather than
 * following `#id`, so the router never sees a hash navigation and the next Tab continues inside the content.
 */
export function SkipToMain({ targetId }: { targetId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className="fixed top-3 left-4 z-[60] -translate-y-24 rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-accent-700 shadow-lg focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
