import { createBrowserRouter, matchRoutes, type DataRouter, type HydrationState, type RouteObject } from 'react-router';
import { LeaveForSignIn, LeaveToLanding, RequireUser, RouteRoot } from './guards';
import { RouteError } from './route-error';
import { CompanySettingsTitle, TitledOutlet } from './route-titles';

/**
 * The route map of spec §2. Screens load lazily so each page ships only its own code: each route module exports its
 * screen as `Component` (React Router's lazy convention).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RouteRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LeaveToLanding /> },
      // Sign-in is an app of its own (app/sign-in-app.tsx): a link here from any page is a full navigation.
      { path: '/login', element: <LeaveForSignIn /> },
      { path: '/signup', element: <LeaveForSignIn /> },
      {
        element: <TitledOutlet title="Verify email" />,
        children: [{ path: '/verify-email', lazy: () => import('@/routes/verify-email/verify-email-page') }],
      },
      {
        element: <TitledOutlet title="Reset password" />,
        children: [{ path: '/reset-password', lazy: () => import('@/routes/reset-password/reset-password-page') }],
      },
      { path: '/auth/success', lazy: () => import('@/routes/auth-success/auth-success-page') },
      { path: '/invite', lazy: () => import('@/routes/invite/invite-page') },
      { path: '/unsubscribe', lazy: () => import('@/routes/unsubscribe/unsubscribe-page') },
      { path: '/admin/login', lazy: () => import('@/routes/admin/admin-login-page') },
      { path: '/admin/forgot-password', lazy: () => import('@/routes/admin/admin-forgot-password-page') },
      { path: '/admin', lazy: () => import('@/routes/admin/admin-page') },
      { path: '/sandbox/checkout/:checkoutId', lazy: () => import('@/routes/sandbox/sandbox-checkout-page') },
      { path: '/dev/mailbox', lazy: () => import('@/routes/dev-mailbox/dev-mailbox-page') },
      {
        element: <RequireUser />,
        children: [
          {
            // The signed-in frame (nav, switcher, onboarding) loads with the first signed-in page, not with /login.
            lazy: () => import('./app-shell'),
            children: [
              { path: '/dashboard', lazy: () => import('@/routes/dashboard/dashboard-page') },
              { path: '/compliance', lazy: () => import('@/routes/compliance/compliance-page') },
              {
                element: <CompanySettingsTitle />,
                children: [
                  { path: '/companies/:companyId/settings', lazy: () => import('@/routes/company-settings/company-settings-page') },
                ],
              },
              { path: '/products', lazy: () => import('@/routes/products/products-page') },
              { path: '/services', lazy: () => import('@/routes/products/products-page') },
              { path: '/cart', lazy: () => import('@/routes/cart/cart-page') },
              { path: '/checkout', lazy: () => import('@/routes/checkout/checkout-page') },
              { path: '/orders', lazy: () => import('@/routes/orders/orders-page') },
              { path: '/orders/:orderId', lazy: () => import('@/routes/orders/order-detail-page') },
              { path: '/bookings', lazy: () => import('@/routes/bookings/bookings-page') },
              { path: '/settings', lazy: () => import('@/routes/settings/settings-page') },
              { path: '/tasks', lazy: () => import('@/routes/tasks/tasks-page') },
              { path: '/pay/:orderId', lazy: () => import('@/routes/pay/pay-page') },
              { path: '/checkout/success', lazy: () => import('@/routes/checkout/checkout-success-page') },
              { path: '/analytics', lazy: () => import('@/routes/analytics/analytics-page') },
              { path: '/workflows', lazy: () => import('@/routes/workflows/workflows-page') },
              { path: '*', lazy: () => import('@/routes/not-found/not-found-page') },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes that match `location` and writes it into their route objects, as React Router's own
 * guide to hydrating with lazy routes does: a router whose first matches are still lazy renders nothing until they
 * load, and a page the server drew would not hydrate against nothing. Only the browser needs it: the server's static
 * handler loads lazy routes itself.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const { Component, ErrorBoundary, loader } = await (route.lazy as () => Promise<RouteObject>)();
      Object.assign(route, { Component, ErrorBoundary, loader, lazy: undefined });
    }),
  );
}

/**
 * The browser's router, made when the app starts. Hydrating a page the server rendered, it is given the server's router
 * state (the loaders already ran there), after loadMatchedRoutes.
 */
export const createAppRouter = (hydrationData?: HydrationState): DataRouter => createBrowserRouter(appRoutes, { hydrationData });
