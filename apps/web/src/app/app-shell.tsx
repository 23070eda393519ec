import { LogOut, Menu, Settings, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { useLogout } from '@/features/auth/api/use-logout';
import { useInitialTimeZone } from '@/features/auth/hooks/use-initial-time-zone';
import { CartNavLink } from '@/features/cart/components/cart-nav-link';
import { AssistantButton } from '@/features/chat/components/assistant-button';
import { ResumeAddCompany } from '@/features/companies/components/add-company-dialog-lazy';
import { CompanySwitcher } from '@/features/companies/components/company-switcher';
import { useCompanyFromLink } from '@/features/companies/hooks/use-company-from-link';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { SkipToMain } from '@/components/ui/skip-to-main';
import { cn } from '@/lib/cn';
import { claimUserState } from '@/lib/storage-keys';
import { useIdle } from '@/lib/use-idle';

// Shown once per account (until the profile is complete): loaded only for those who need it.
const OnboardingDialog = lazy(() =>
  import('@/features/auth/components/onboarding-dialog').then((module) => ({ default: module.OnboardingDialog })),
);

// The assistants' panel loads after the page, once the browser is idle (or at once when Ask Charter is pressed first):
// its code, first render and calls (services, cart) stay out of the page's own load.
const importChatDock = () => import('./chat-dock');
const ChatDock = lazy(() => importChatDock().then((module) => ({ default: module.ChatDock })));

const navItems = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/compliance', label: 'Compliance' },
  { to: '/products', label: 'Products' },
  { to: '/orders', label: 'Orders' },
  { to: '/tasks', label: 'Tasks' },
  { to: '/bookings', label: 'Bookings' },
  { to: '/analytics', label: 'Analytics' },
];

const MAIN_ID = 'main-content';

/** The signed-in frame: navigation, account menu with logout, and the onboarding modal until it is done. */
export function AppShell() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  useCompanyFromLink();
  const { selected: selectedCompany, isPending: companiesPending } = useSelectedCompany();
  const idle = useIdle(importChatDock);
  useInitialTimeZone(user);
  // A session that began elsewhere (a cookie from an earlier visit) claims the browser's stored state too.
  useEffect(() => {
    if (user) claimUserState(user.id);
  }, [user]);

  // Signed out, the route guard leaves for the landing page (LeaveToLanding): one navigation. A second one of our own
  // here would race it, and the browser aborts one of them.
  const signOut = () => logout.mutate();

  return (
    <div className="min-h-screen">
      <SkipToMain targetId={MAIN_ID} />
      <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:gap-6 sm:px-6">
          <NavLink to="/dashboard" aria-label="Charter dashboard">
            {/* On a phone the mark alone: the company's name in the switcher beside Ask Charter needs the room. */}
            <Logo nameClassName="max-sm:sr-only" />
          </NavLink>
          <nav aria-label="Main" className="hidden min-w-0 flex-1 items-center gap-1 lg:flex">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'shrink-0 rounded-md px-2.5 py-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink',
                    isActive && 'bg-accent-50 text-accent-700',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
            {/* The one element of the nav that gives way: its product's name is cut short before the company switcher is. */}
            <CartNavLink companyId={selectedCompany?.id} className="min-w-[8rem] max-w-[11rem] shrink px-2.5" compact />
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            {user && <AssistantButton open={assistantOpen} onToggle={() => setAssistantOpen((open) => !open)} />}
            <CompanySwitcher className="lg:max-w-[10rem]" />
            {user && (
              // Only where the header has no nav (sm to lg): beside the nav, Ask Charter and the company switcher need the
              // room, and Logout's tooltip says who is signed in. Cut to fit: the whole name and address are in the tooltip.
              <span
                title={`${user.name}\n${user.email}`}
                className="hidden min-w-0 max-w-[11rem] text-right text-sm leading-tight sm:block lg:hidden"
              >
                <span className="block truncate font-medium text-ink">{user.name}</span>
                <span className="block truncate text-xs text-muted">{user.email}</span>
              </span>
            )}
            {user && (
              // Beside the full nav only: below lg the menu lists Settings.
              <Button asChild variant="ghost" size="icon" className="hidden lg:inline-flex">
                <NavLink to="/settings" aria-label="Settings" title="Settings: your time zone">
                  <Settings aria-hidden="true" />
                </NavLink>
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={signOut}
              loading={logout.isPending}
              title={user ? `Signed in as ${user.name} (${user.email})` : undefined}
              data-testid="logout"
            >
              <LogOut aria-hidden="true" />
              {/* Beside the full nav (lg to 2xl) the word gives its room to the cart's product name; the tooltip stays. */}
              <span className="hidden sm:inline lg:hidden 2xl:inline">Logout</span>
              <span className="sr-only sm:hidden lg:inline 2xl:hidden">Logout</span>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X /> : <Menu />}
            </Button>
          </div>
        </div>
        {menuOpen && (
          <nav id="mobile-nav" aria-label="Main" className="border-t border-line bg-white px-4 py-2 lg:hidden">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  cn('block rounded-md px-3 py-2.5 text-sm font-medium text-muted', isActive && 'bg-accent-50 text-accent-700')
                }
              >
                {item.label}
              </NavLink>
            ))}
            <CartNavLink companyId={selectedCompany?.id} className="py-2.5" onNavigate={() => setMenuOpen(false)} />
            <NavLink
              to="/settings"
              onClick={() => setMenuOpen(false)}
              className={({ isActive }) =>
                cn('block rounded-md px-3 py-2.5 text-sm font-medium text-muted', isActive && 'bg-accent-50 text-accent-700')
              }
            >
              Settings
            </NavLink>
          </nav>
        )}
      </header>
      {/* Nothing floats over the page (the assistants open from the header), so its end needs no clearance. */}
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-8 pb-16 outline-none sm:px-6">
        <Outlet />
      </main>
      {/* After the companies load, so someone who joined by invitation finds that company's name already filled in. */}
      {user && !user.onboarding_completed && !companiesPending && (
        <Suspense fallback={null}>
          <OnboardingDialog user={user} suggestedCompanyName={selectedCompany?.name} />
        </Suspense>
      )}
      {/* A reload in the middle of adding a company comes back to the wizard. */}
      {user?.onboarding_completed && <ResumeAddCompany />}
      {user && (idle || assistantOpen) && (
        <Suspense fallback={null}>
          <ChatDock open={assistantOpen} onOpenChange={setAssistantOpen} />
        </Suspense>
      )}
    </div>
  );
}

export { AppShell as Component };
