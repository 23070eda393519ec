import type { MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { Container } from './layout';
import { loginHref, partnerSectionId } from './landing-content';
import { useScrolledPast } from './use-scrolled-past';

/** Smooth-scrolls to the partner section and moves focus there; without JS the plain anchor still jumps. */
function scrollToPartners(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(partnerSectionId);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(null, '', `#${partnerSectionId}`);
}

export function TopBar() {
  const scrolled = useScrolledPast(50);
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b bg-white/90 backdrop-blur-md transition-shadow duration-200 supports-[backdrop-filter]:bg-white/80',
        scrolled ? 'border-line shadow-[0_4px_16px_-8px_rgba(15,23,42,0.16)]' : 'border-transparent',
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <a href="/" className="rounded-md" aria-label="Charter home">
          <Logo />
        </a>
        <nav aria-label="Main">
          <ul className="flex items-center gap-2">
            <li>
              <a href={`#${partnerSectionId}`} onClick={scrollToPartners} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Partner
              </a>
            </li>
            <li>
              <a href={loginHref} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                Login
              </a>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
