import { useTranslation } from 'react-i18next';
import { AccountFrame } from './components/account-frame';
import type { AccountVariant } from './components/account-frame';
import { DemoTwoStepsForm } from './forms/two-steps-form';

function TwoStepsPage({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  return (
    <AccountFrame
      variant={variant}
      kind="two-steps"
      title={t('demo.account.twoSteps.title')}
      emoji="💬"
      intro={t('demo.account.twoSteps.intro')}
    >
      <DemoTwoStepsForm variant={variant} />
    </AccountFrame>
  );
}

/** /pages/two-steps-basic: the centred card. */
export const TwoStepsBasicRoute = () => <TwoStepsPage variant="basic" />;

/** /pages/two-steps-cover: the illustration beside the form. */
export const TwoStepsCoverRoute = () => <TwoStepsPage variant="cover" />;
