import { useTranslation } from 'react-i18next';
import { AccountFrame } from './components/account-frame';
import type { AccountVariant } from './components/account-frame';
import { DemoRegisterForm } from './forms/register-form';

function RegisterPage({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  return (
    <AccountFrame
      variant={variant}
      kind="register"
      title={t('demo.account.register.title')}
      emoji="🚀"
      intro={t('demo.account.register.intro')}
    >
      <DemoRegisterForm variant={variant} />
    </AccountFrame>
  );
}

/** /pages/register-basic: the centred card. */
export const RegisterBasicRoute = () => <RegisterPage variant="basic" />;

/** /pages/register-cover: the illustration beside the form. */
export const RegisterCoverRoute = () => <RegisterPage variant="cover" />;
