import type { RouteObject } from 'react-router';

/**
 * The demo account pages (`/pages/login-basic` …), in the blank layout, on the demo auth. Each
 * kind has two designs (basic: a card; cover: an illustration beside it) over one form.
 */
export const DEMO_ACCOUNT_ROUTES: RouteObject[] = [
  {
    path: 'pages/login-basic',
    lazy: async () => ({
      Component: (await import('../pages/account/login-page')).LoginBasicRoute,
    }),
  },
  {
    path: 'pages/login-cover',
    lazy: async () => ({
      Component: (await import('../pages/account/login-page')).LoginCoverRoute,
    }),
  },
  {
    path: 'pages/register-basic',
    lazy: async () => ({
      Component: (await import('../pages/account/register-page')).RegisterBasicRoute,
    }),
  },
  {
    path: 'pages/register-cover',
    lazy: async () => ({
      Component: (await import('../pages/account/register-page')).RegisterCoverRoute,
    }),
  },
  {
    path: 'pages/forgot-password-basic',
    lazy: async () => ({
      Component: (await import('../pages/account/forgot-password-page')).ForgotPasswordBasicRoute,
    }),
  },
  {
    path: 'pages/forgot-password-cover',
    lazy: async () => ({
      Component: (await import('../pages/account/forgot-password-page')).ForgotPasswordCoverRoute,
    }),
  },
  {
    path: 'pages/reset-password-basic',
    lazy: async () => ({
      Component: (await import('../pages/account/reset-password-page')).ResetPasswordBasicRoute,
    }),
  },
  {
    path: 'pages/reset-password-cover',
    lazy: async () => ({
      Component: (await import('../pages/account/reset-password-page')).ResetPasswordCoverRoute,
    }),
  },
  {
    path: 'pages/verify-email-basic',
    lazy: async () => ({
      Component: (await import('../pages/account/verify-email-page')).VerifyEmailBasicRoute,
    }),
  },
  {
    path: 'pages/verify-email-cover',
    lazy: async () => ({
      Component: (await import('../pages/account/verify-email-page')).VerifyEmailCoverRoute,
    }),
  },
  {
    path: 'pages/two-steps-basic',
    lazy: async () => ({
      Component: (await import('../pages/account/two-steps-page')).TwoStepsBasicRoute,
    }),
  },
  {
    path: 'pages/two-steps-cover',
    lazy: async () => ({
      Component: (await import('../pages/account/two-steps-page')).TwoStepsCoverRoute,
    }),
  },
];
