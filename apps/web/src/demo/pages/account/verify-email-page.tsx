import { useTranslation } from 'react-i18next';
import { useDemoSession } from '../../auth/demo-session';
import { AccountFrame } from './components/account-frame';
import type { AccountVariant } from './components/account-frame';
import { DemoVerifyEmailPanel } from './forms/verify-email-panel';

function VerifyEmailPage({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  // The template's sample address until a demo login gives a real one.
  const email = useDemoSession((state) => state.userData?.email) ?? 'hello@example.com';
  return (
    <AccountFrame
      variant={variant}
      kind="verify"
      title={t('demo.account.verify.title')}
      emoji="✉️"
      intro={t('demo.account.verify.intro', { email })}
    >
      <DemoVerifyEmailPanel variant={variant} />
    </AccountFrame>
  );
}

/** /pages/verify-email-basic: the centred card. */
export const VerifyEmailBasicRoute = () => <VerifyEmailPage variant="basic" />;

/** /pages/verify-email-cover: the illustration beside the form. */
export const VerifyEmailCoverRoute = () => <VerifyEmailPage variant="cover" />;
