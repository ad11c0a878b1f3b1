import { useTranslation } from 'react-i18next';
import { AccountFrame } from './components/account-frame';
import type { AccountVariant } from './components/account-frame';
import { DemoResetPasswordForm } from './forms/reset-password-form';

function ResetPasswordPage({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  return (
    <AccountFrame
      variant={variant}
      kind="reset"
      title={t('demo.account.reset.title')}
      emoji="🔒"
      intro={t('demo.account.reset.intro')}
    >
      <DemoResetPasswordForm variant={variant} />
    </AccountFrame>
  );
}

/** /pages/reset-password-basic: the centred card. */
export const ResetPasswordBasicRoute = () => <ResetPasswordPage variant="basic" />;

/** /pages/reset-password-cover: the illustration beside the form. */
export const ResetPasswordCoverRoute = () => <ResetPasswordPage variant="cover" />;
