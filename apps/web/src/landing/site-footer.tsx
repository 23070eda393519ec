import { Logo } from '@/components/ui/logo';
import { Container } from './layout';
import { loginHref, partnerSectionId, signupHref, siteFooterId } from './landing-content';

const footerLinks = [
  {
    title: 'Product',
    links: [
      { label: 'Start a company', href: signupHref },
      { label: 'Manage compliance', href: loginHref },
      { label: 'Ask the agent', href: loginHref },
    ],
  },
  {
    title: 'Partners',
    links: [
      { label: 'Partner program', href: `#${partnerSectionId}` },
      { label: 'Become a partner', href: loginHref },
    ],
  },
  { title: 'Account', links: [{ label: 'Log in', href: loginHref }] },
];

export function SiteFooter() {
  return (
    <footer id={siteFooterId} className="border-t border-line bg-white">
      <Container className="py-12 sm:py-16">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="col-span-2 sm:col-span-3 md:col-span-1">
            <Logo />
            <p className="mt-4 max-w-sm text-sm text-pretty text-muted">
              Your intelligence co-founder: an AI agent for business formation, compliance and intelligence.
            </p>
          </div>
          {footerLinks.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
              <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold text-ink">
                {group.title}
              </h2>
              <ul className="mt-4 flex flex-col gap-3">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className="rounded-sm text-sm text-muted transition-colors hover:text-ink">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-12 border-t border-line pt-8 text-sm text-muted">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Charter. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
