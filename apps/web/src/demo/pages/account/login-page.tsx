import { useTranslation } from 'react-i18next';
import { AccountFrame } from './components/account-frame';
import type { AccountVariant } from './components/account-frame';
import { DemoLoginForm } from './forms/login-form';

function LoginPage({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  return (
    <AccountFrame
      variant={variant}
      kind="login"
      title={t('demo.account.login.title')}
      emoji="👋"
      intro={t('demo.account.login.intro')}
    >
      <DemoLoginForm variant={variant} />
    </AccountFrame>
  );
}

/** /pages/login-basic: the centred card. */
export const LoginBasicRoute = () => <LoginPage variant="basic" />;

/** /pages/login-cover: the illustration beside the form. */
export const LoginCoverRoute = () => <LoginPage variant="cover" />;
