import { Pause, Play, Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { IconTile } from './layout';
import { heroHighlights } from './landing-content';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const rotationMs = 3000;

/**
 * The hero card: four feature highlights, one shown at a time, advancing every 3 s (spec §9).
 * Rotation is off when the visitor prefers reduced motion (unless they press play), and pauses while the
 * card is hovered or holds focus, so nothing moves under a pointer or a screen reader. Changes are not
 * announced (no aria-live): a region that speaks every 3 s would drown out the rest of the page.
 * All four highlights share one grid cell, so the card keeps the height of the tallest and the page
 * below never shifts as it rotates.
 */
export function FeatureHighlightsCard() {
  const id = useId();
  const panelId = `${id}-panel`;
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const autoplay = playing ?? !reducedMotion;
  const rotating = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % heroHighlights.length), rotationMs);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <div
      className="w-full max-w-xl rounded-2xl border border-line bg-white p-2 shadow-[0_24px_48px_-24px_rgba(15,23,42,0.18)] lg:max-w-none"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 pt-4 pb-4">
        <div className="flex items-center gap-3">
          <IconTile icon={Sparkles} className="size-10 bg-accent-600 text-white" />
          <div>
            <p className="text-sm font-semibold text-ink">Charter agent</p>
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
              Online 24/7
            </p>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setPlaying(!autoplay)}
          className="flex size-10 items-center justify-center rounded-lg text-muted transition-colors hover:bg-slate-100 hover:text-ink"
          aria-label={autoplay ? 'Pause feature highlights' : 'Play feature highlights'}
        >
          {autoplay ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        </button>
      </div>

      <div id={panelId} className="grid rounded-xl bg-accent-50 p-6">
        {heroHighlights.map((highlight, index) => {
          const isActive = index === active;
          return (
            <div
              key={highlight.title}
              // `invisible` keeps the inactive highlights in the layout (for the height) but out of the accessibility tree.
              // No cross-fade: half-faded text would fail contrast checks mid-transition.
              className={cn('col-start-1 row-start-1', isActive ? 'visible' : 'invisible')}
            >
              <IconTile icon={highlight.icon} className="size-11 border border-accent-100 bg-white text-accent-700" />
              <p className="mt-4 text-lg font-semibold text-ink">{highlight.title}</p>
              <p className="mt-2 text-sm text-pretty text-muted">{highlight.description}</p>
            </div>
          );
        })}
      </div>

      <ul className="mt-2 grid grid-cols-2 gap-2" aria-label="Feature highlights">
        {heroHighlights.map((highlight, index) => {
          const Icon = highlight.icon;
          const isActive = index === active;
          return (
            <li key={highlight.title}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-controls={panelId}
                aria-current={isActive}
                className={cn(
                  'flex h-11 w-full items-center gap-2 rounded-lg border px-3 text-left text-sm font-medium transition-colors',
                  isActive ? 'border-accent-600 bg-white text-accent-700' : 'border-line text-muted hover:bg-slate-50 hover:text-ink',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {highlight.label}
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-2 rounded-xl border border-line bg-canvas px-4 py-3">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted">Compliance health</span>
          <span className="font-semibold text-green-800 tabular-nums">92 / 100</span>
        </div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full w-[92%] rounded-full bg-green-600" />
        </div>
      </div>
    </div>
  );
}
