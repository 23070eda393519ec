import { createBrowserRouter } from 'react-router';
import { LeaveForSignIn, LeaveToLanding, RequireUser, RouteRoot } from './guards';
import { RouteError } from './route-error';
import { CompanySettingsTitle, TitledOutlet } from './route-titles';

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
            lazy: () => import('@/routes/verify-email/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
          },
        ],
      },
      {
        element: <TitledOutlet title="Reset password" />,
        children: [
          {
            path: '/reset-password',
            lazy: () => import('@/routes/reset-password/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        path: '/auth/success',
        lazy: () => import('@/routes/auth-success/auth-success-page').then((m) => ({ Component: m.AuthSuccessPage })),
      },
      { path: '/invite', lazy: () => import('@/routes/invite/invite-page').then((m) => ({ Component: m.InvitePage })) },
      {
        path: '/unsubscribe',
        lazy: () => import('@/routes/unsubscribe/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
      },
      { path: '/admin/login', lazy: () => import('@/routes/admin/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })) },
      {
        path: '/admin/forgot-password',
        lazy: () => import('@/routes/admin/admin-forgot-password-page').then((m) => ({ Component: m.AdminForgotPasswordPage })),
      },
      { path: '/admin', lazy: () => import('@/routes/admin/admin-page').then((m) => ({ Component: m.AdminPage })) },
      {
        path: '/sandbox/checkout/:checkoutId',
        lazy: () => import('@/routes/sandbox/sandbox-checkout-page').then((m) => ({ Component: m.SandboxCheckoutPage })),
      },
      { path: '/dev/mailbox', lazy: () => import('@/routes/dev-mailbox/dev-mailbox-page').then((m) => ({ Component: m.DevMailboxPage })) },
      {
        element: <RequireUser />,
        children: [
          {
            // The signed-in frame (nav, switcher, onboarding) loads with the first signed-in page, not with /login.
            lazy: () => import('./app-shell').then((m) => ({ Component: m.AppShell })),
            children: [
              { path: '/dashboard', lazy: () => import('@/routes/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
              {
                path: '/compliance',
                lazy: () => import('@/routes/compliance/compliance-page').then((m) => ({ Component: m.CompliancePage })),
              },
              {
                element: <CompanySettingsTitle />,
                children: [
                  {
                    path: '/companies/:companyId/settings',
                    lazy: () =>
                      import('@/routes/company-settings/company-settings-page').then((m) => ({ Component: m.CompanySettingsPage })),
                  },
                ],
              },
              { path: '/products', lazy: () => import('@/routes/products/products-page').then((m) => ({ Component: m.ProductsPage })) },
              { path: '/services', lazy: () => import('@/routes/products/products-page').then((m) => ({ Component: m.ProductsPage })) },
              { path: '/cart', lazy: () => import('@/routes/cart/cart-page').then((m) => ({ Component: m.CartPage })) },
              { path: '/checkout', lazy: () => import('@/routes/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
              { path: '/orders', lazy: () => import('@/routes/orders/orders-page').then((m) => ({ Component: m.OrdersPage })) },
              {
                path: '/orders/:orderId',
                lazy: () => import('@/routes/orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
              },
              { path: '/bookings', lazy: () => import('@/routes/bookings/bookings-page').then((m) => ({ Component: m.BookingsPage })) },
              { path: '/tasks', lazy: () => import('@/routes/tasks/tasks-page').then((m) => ({ Component: m.TasksPage })) },
              { path: '/pay/:orderId', lazy: () => import('@/routes/pay/pay-page').then((m) => ({ Component: m.PayPage })) },
              {
                path: '/checkout/success',
                lazy: () => import('@/routes/checkout/checkout-success-page').then((m) => ({ Component: m.CheckoutSuccessPage })),
              },
              { path: '/analytics', lazy: () => import('@/routes/analytics/analytics-page').then((m) => ({ Component: m.AnalyticsPage })) },
              { path: '/workflows', lazy: () => import('@/routes/workflows/workflows-page').then((m) => ({ Component: m.WorkflowsPage })) },
              { path: '*', lazy: () => import('@/routes/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
            ],
          },
        ],
      },
    ],
  },
]);
