import { CountriesSection } from './countries-section';
import { FloatingCta } from './floating-cta';
import { LandingChat } from './landing-chat';
import { Hero } from './hero';
import { PartnerSection } from './partner-section';
import { SampleChatSection } from './sample-chat-section';
import { SiteFooter } from './site-footer';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';
import { TopBar } from './top-bar';
import { UseCasesSection } from './use-cases-section';

/**
 * The public landing page at `/` (spec §2). It is rendered to HTML at build time (scripts/prerender.tsx) and
 * hydrated by main.tsx, so nothing here may read `window` or `document` while rendering, or import CSS or assets.
 * The sales-intelligence section is deliberately absent: the spec hides it.
 */
export function LandingPage() {
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-4 z-[60] -translate-y-24 rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-accent-700 shadow-lg focus:translate-y-0"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <StatsSection />
        <CountriesSection />
        <UseCasesSection />
        <TestimonialsSection />
        <SampleChatSection />
        <PartnerSection />
      </main>
      <SiteFooter />
      <FloatingCta />
      <LandingChat />
    </>
  );
}
