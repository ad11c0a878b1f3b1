import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountVariant } from '../components/account-frame';
import { BackToLogin } from '../components/back-to-login';
import { DoneNotice } from '../components/done-notice';
import { OTP_LENGTH, OtpInputs } from '../components/otp-inputs';

/** The six-digit code step; any complete code passes, since the demo sends none. */
export function DemoTwoStepsForm({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState<string[]>(() => Array<string>(OTP_LENGTH).fill(''));
  const [done, setDone] = useState(false);
  const [resent, setResent] = useState(false);
  const complete = digits.every((digit) => digit !== '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) setDone(true);
  };

  return (
    <>
      {done ? (
        <DoneNotice>{t('demo.account.twoSteps.done')}</DoneNotice>
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('demo.account.twoSteps.legend')}</legend>
            <OtpInputs digits={digits} onChange={setDigits} />
          </fieldset>
          <button type="submit" className="btn btn-primary w-100" disabled={!complete}>
            {t('demo.account.twoSteps.submit')}
          </button>
          <p className="text-center mt-3 mb-0">
            {t('demo.account.twoSteps.noCode')}{' '}
            <button type="button" className="btn btn-link p-0" onClick={() => setResent(true)}>
              {t('demo.account.twoSteps.resend')}
            </button>
          </p>
          <p role="status" className="small text-center text-body-secondary mt-2 mb-0">
            {resent ? t('demo.account.twoSteps.resent') : ''}
          </p>
        </form>
      )}
      <BackToLogin variant={variant} />
    </>
  );
}
