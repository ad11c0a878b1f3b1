import { useTranslation } from 'react-i18next';
import { AccountFrame } from './components/account-frame';
import type { AccountVariant } from './components/account-frame';
import { DemoForgotPasswordForm } from './forms/forgot-password-form';

function ForgotPasswordPage({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  return (
    <AccountFrame
      variant={variant}
      kind="forgot"
      title={t('demo.account.forgot.title')}
      emoji="🔒"
      intro={t('demo.account.forgot.intro')}
    >
      <DemoForgotPasswordForm variant={variant} />
    </AccountFrame>
  );
}

/** /pages/forgot-password-basic: the centred card. */
export const ForgotPasswordBasicRoute = () => <ForgotPasswordPage variant="basic" />;

/** /pages/forgot-password-cover: the illustration beside the form. */
export const ForgotPasswordCoverRoute = () => <ForgotPasswordPage variant="cover" />;
