import { ArrowRight, Award, TrendingUp, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Container, IconTile } from './layout';
import { loginHref, partnerSectionId } from './landing-content';

const benefits = [
  {
    icon: Users,
    title: 'All your clients in one workspace',
    description: 'Every company, filing and deadline you manage, on one dashboard.',
  },
  {
    icon: TrendingUp,
    title: 'Grow your practice',
    description: 'Offer formation and compliance services to new clients without new staff.',
  },
  { icon: Award, title: 'Partner recognition', description: 'A partner badge, priority support and early access to new countries.' },
];

/** The partner-program band. The top bar's Partner link scrolls here, so it takes focus (tabIndex -1). */
export function PartnerSection() {
  return (
    <section id={partnerSectionId} tabIndex={-1} aria-labelledby="partners-title" className="scroll-mt-24 py-16 outline-none sm:py-24">
      <Container>
        {/* Text sits on accent-600/700 or darker (white ≥ 6:1, accent-100 ≥ 5:1); lighter tints like accent-500 fail AA. */}
        <div className="overflow-hidden rounded-3xl bg-linear-to-br from-accent-600 to-accent-700 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold text-accent-100">Partner program for CAs and CPAs</p>
              <h2 id="partners-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                Bring your clients. Keep your edge.
              </h2>
              <p className="mt-4 text-lg text-pretty text-accent-100">
                Chartered Accountants and CPAs use Charter to form companies and run compliance for every client, with the AI agent doing
                the groundwork.
              </p>
              <a
                href={loginHref}
                className={cn(
                  buttonVariants({ variant: 'secondary', size: 'lg' }),
                  'mt-8 w-full border-transparent text-accent-700 focus-visible:outline-white sm:w-auto',
                )}
              >
                Become a partner
                <ArrowRight aria-hidden="true" />
              </a>
            </div>
            <ul className="grid gap-4">
              {benefits.map((benefit) => (
                <li key={benefit.title} className="flex gap-4 rounded-xl border border-white/15 bg-indigo-950/20 p-5">
                  <IconTile icon={benefit.icon} className="size-10 shrink-0 bg-white/15" />
                  <div>
                    <h3 className="text-base font-semibold">{benefit.title}</h3>
                    <p className="mt-1 text-sm text-accent-100">{benefit.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
