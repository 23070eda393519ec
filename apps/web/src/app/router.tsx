import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/next-task';
import { LeaveForSignIn, LeaveToLanding, RequireUser, RouteRoot } from './guards';
import { RouteError } from './route-error';
import { CompanySettingsTitle, TitledOutlet } from './route-titles';

/**
 * A route's code, imported from a task of its own. Creating the router starts its first navigation, which loads the
 * route's code at once: with the frame and page already evaluated, all of it ran in one task with the router's own
 * setup (30–40 ms on a fast machine, 4× that on a phone).
 */
function screen(load: () => Promise<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>): LazyRouteFunction<RouteObject> {
  return () => nextTask().then(load);
}

/** The route map of spec §2. Screens load lazily so each page ships only its own code. */
export const router = createBrowserRouter([
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
        children: [
          {
            path: '/verify-email',
            lazy: screen(() => import('@/routes/verify-email/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage }))),
          },
        ],
      },
      {
        element: <TitledOutlet title="Reset password" />,
        children: [
          {
            path: '/reset-password',
            lazy: screen(() => import('@/routes/reset-password/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }))),
          },
        ],
      },
      {
        path: '/auth/success',
        lazy: screen(() => import('@/routes/auth-success/auth-success-page').then((m) => ({ Component: m.AuthSuccessPage }))),
      },
      { path: '/invite', lazy: screen(() => import('@/routes/invite/invite-page').then((m) => ({ Component: m.InvitePage }))) },
      {
        path: '/unsubscribe',
        lazy: screen(() => import('@/routes/unsubscribe/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage }))),
      },
      {
        path: '/admin/login',
        lazy: screen(() => import('@/routes/admin/admin-login-page').then((m) => ({ Component: m.AdminLoginPage }))),
      },
      {
        path: '/admin/forgot-password',
        lazy: screen(() => import('@/routes/admin/admin-forgot-password-page').then((m) => ({ Component: m.AdminForgotPasswordPage }))),
      },
      { path: '/admin', lazy: screen(() => import('@/routes/admin/admin-page').then((m) => ({ Component: m.AdminPage }))) },
      {
        path: '/sandbox/checkout/:checkoutId',
        lazy: screen(() => import('@/routes/sandbox/sandbox-checkout-page').then((m) => ({ Component: m.SandboxCheckoutPage }))),
      },
      {
        path: '/dev/mailbox',
        lazy: screen(() => import('@/routes/dev-mailbox/dev-mailbox-page').then((m) => ({ Component: m.DevMailboxPage }))),
      },
      {
        element: <RequireUser />,
        children: [
          {
            // The signed-in frame (nav, switcher, onboarding) loads with the first signed-in page, not with /login.
            lazy: screen(() => import('./app-shell').then((m) => ({ Component: m.AppShell }))),
            children: [
              {
                path: '/dashboard',
                lazy: screen(() => import('@/routes/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }))),
              },
              {
                path: '/compliance',
                lazy: screen(() => import('@/routes/compliance/compliance-page').then((m) => ({ Component: m.CompliancePage }))),
              },
              {
                element: <CompanySettingsTitle />,
                children: [
                  {
                    path: '/companies/:companyId/settings',
                    lazy: screen(() =>
                      import('@/routes/company-settings/company-settings-page').then((m) => ({ Component: m.CompanySettingsPage })),
                    ),
                  },
                ],
              },
              {
                path: '/products',
                lazy: screen(() => import('@/routes/products/products-page').then((m) => ({ Component: m.ProductsPage }))),
              },
              {
                path: '/services',
                lazy: screen(() => import('@/routes/products/products-page').then((m) => ({ Component: m.ProductsPage }))),
              },
              { path: '/cart', lazy: screen(() => import('@/routes/cart/cart-page').then((m) => ({ Component: m.CartPage }))) },
              {
                path: '/checkout',
                lazy: screen(() => import('@/routes/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage }))),
              },
              { path: '/orders', lazy: screen(() => import('@/routes/orders/orders-page').then((m) => ({ Component: m.OrdersPage }))) },
              {
                path: '/orders/:orderId',
                lazy: screen(() => import('@/routes/orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage }))),
              },
              {
                path: '/bookings',
                lazy: screen(() => import('@/routes/bookings/bookings-page').then((m) => ({ Component: m.BookingsPage }))),
              },
              {
                path: '/settings',
                lazy: screen(() => import('@/routes/settings/settings-page').then((m) => ({ Component: m.SettingsPage }))),
              },
              { path: '/tasks', lazy: screen(() => import('@/routes/tasks/tasks-page').then((m) => ({ Component: m.TasksPage }))) },
              { path: '/pay/:orderId', lazy: screen(() => import('@/routes/pay/pay-page').then((m) => ({ Component: m.PayPage }))) },
              {
                path: '/checkout/success',
                lazy: screen(() => import('@/routes/checkout/checkout-success-page').then((m) => ({ Component: m.CheckoutSuccessPage }))),
              },
              {
                path: '/analytics',
                lazy: screen(() => import('@/routes/analytics/analytics-page').then((m) => ({ Component: m.AnalyticsPage }))),
              },
              {
                path: '/workflows',
                lazy: screen(() => import('@/routes/workflows/workflows-page').then((m) => ({ Component: m.WorkflowsPage }))),
              },
              { path: '*', lazy: screen(() => import('@/routes/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage }))) },
            ],
          },
        ],
      },
    ],
  },
]);
