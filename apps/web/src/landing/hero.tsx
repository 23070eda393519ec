import { ArrowRight, Building2, Check, Sparkles, Star } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FeatureHighlightsCard } from './feature-highlights-card';
import { Container } from './layout';
import { loginHref, signupHref } from './landing-content';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      {/* A soft accent wash behind the hero; decorative only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[36rem] bg-[radial-gradient(60%_60%_at_70%_20%,rgba(99,102,241,0.14),transparent_70%)]"
      />
      <Container className="relative grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-100 bg-white px-3 py-1 text-sm font-medium text-accent-700">
            <Sparkles className="size-4" aria-hidden="true" />
            Now incorporating in India and the USA
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            Your intelligence co-founder
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">
            Charter pairs you with an AI agent for business formation, compliance and intelligence. Incorporate in India or the USA, stay
            ahead of every filing, and get answers around the clock.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={signupHref} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
              Start Company
              <ArrowRight aria-hidden="true" />
            </a>
            <a href={loginHref} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full sm:w-auto')}>
              <Building2 aria-hidden="true" />
              Manage Company
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li className="flex items-center gap-2">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span>
                <strong className="font-semibold text-ink tabular-nums">4.8</strong> out of 5 from <span className="tabular-nums">500</span>{' '}
                ratings
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-accent-600" aria-hidden="true" />
              Free to start
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-accent-600" aria-hidden="true" />
              Set up in 5 minutes
            </li>
          </ul>
        </div>
        <FeatureHighlightsCard />
      </Container>
    </section>
  );
}
