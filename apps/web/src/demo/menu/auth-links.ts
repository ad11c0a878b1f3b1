import type { MenuChildLink } from '../../shared/layout/menu-types';

// Each account page in its card ("Basic") and illustrated ("Cover") design.
export const AUTH_LINKS: readonly MenuChildLink[] = [
  { id: 'login-basic', titleKey: 'menu.demo.auth.login.basic', to: '/pages/login-basic' },
  { id: 'login-cover', titleKey: 'menu.demo.auth.login.cover', to: '/pages/login-cover' },
  { id: 'register-basic', titleKey: 'menu.demo.auth.register.basic', to: '/pages/register-basic' },
  { id: 'register-cover', titleKey: 'menu.demo.auth.register.cover', to: '/pages/register-cover' },
  {
    id: 'forgot-password-basic',
    titleKey: 'menu.demo.auth.forgotPassword.basic',
    to: '/pages/forgot-password-basic',
  },
  {
    id: 'forgot-password-cover',
    titleKey: 'menu.demo.auth.forgotPassword.cover',
    to: '/pages/forgot-password-cover',
  },
  {
    id: 'reset-password-basic',
    titleKey: 'menu.demo.auth.resetPassword.basic',
    to: '/pages/reset-password-basic',
  },
  {
    id: 'reset-password-cover',
    titleKey: 'menu.demo.auth.resetPassword.cover',
    to: '/pages/reset-password-cover',
  },
  {
    id: 'verify-email-basic',
    titleKey: 'menu.demo.auth.verifyEmail.basic',
    to: '/pages/verify-email-basic',
  },
  {
    id: 'verify-email-cover',
    titleKey: 'menu.demo.auth.verifyEmail.cover',
    to: '/pages/verify-email-cover',
  },
  {
    id: 'two-steps-basic',
    titleKey: 'menu.demo.auth.twoSteps.basic',
    to: '/pages/two-steps-basic',
  },
  {
    id: 'two-steps-cover',
    titleKey: 'menu.demo.auth.twoSteps.cover',
    to: '/pages/two-steps-cover',
  },
];
