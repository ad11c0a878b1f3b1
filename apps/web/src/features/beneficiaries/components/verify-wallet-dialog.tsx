import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '../../../shared/ui/modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { MobileWallet } from '@pamoja/contract/beneficiaries';
import { otpSchema } from '@pamoja/contract/organisations';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useVerifyMobileWallet } from '../api/verify-mobile-wallet';

const codeForm = z.object({ otp: otpSchema });
type CodeValues = z.input<typeof codeForm>;
const CODE_FIELDS = {
  OTP_WRONG: 'otp',
  OTP_EXPIRED: 'otp',
  OTP_USED: 'otp',
  OTP_NOT_REQUESTED: 'otp',
} as const;

interface VerifyWalletDialogProps {
  /** The wallet a code was just sent for; null keeps the dialog closed. */
  wallet: MobileWallet | null;
  onHide: () => void;
}

const readable = (phone: string) =>
  /^254\d{9}$/.test(phone) ? `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}` : phone;

function CodeForm({ wallet, onHide }: { wallet: MobileWallet; onHide: () => void }) {
  const { t } = useTranslation();
  const confirm = useVerifyMobileWallet();
  const resend = useVerifyMobileWallet();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CodeValues>({
    resolver: zodResolver(codeForm),
    mode: 'onTouched',
    defaultValues: { otp: '' },
  });

  const onSubmit = handleSubmit(({ otp }) =>
    confirm.mutate(
      { mobileWalletId: wallet.id, otp },
      {
        onSuccess: onHide,
        onError: (error) => showFormError(error, setError, { fields: ['otp'], codes: CODE_FIELDS }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <p>{t('wallet.beneficiaries.verify.sent', { phone: readable(wallet.phoneNumber) })}</p>
        <div className="wallet-code">
          <TextField
            label={t('wallet.beneficiaries.verify.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            error={errors.otp}
            {...register('otp')}
          />
        </div>
        <button
          type="button"
          className="btn btn-link px-0"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ mobileWalletId: wallet.id }, { onSuccess: () => reset() })}
        >
          {t('wallet.beneficiaries.verify.resend')}
        </button>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {t('wallet.beneficiaries.verify.later')}
        </button>
        <SubmitButton
          pending={confirm.isPending}
          pendingLabel={t('wallet.beneficiaries.verify.checking')}
        >
          {t('wallet.beneficiaries.verify.submit')}
        </SubmitButton>
      </Modal.Footer>
    </form>
  );
}

/** Step two of verifying a wallet: the 6-digit code texted to its phone. */
export function VerifyWalletDialog({ wallet, onHide }: VerifyWalletDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={wallet !== null} onHide={onHide} aria-labelledby="verify-title" centered>
      <Modal.Header closeButton closeLabel={t('wallet.close')}>
        <Modal.Title id="verify-title" as="h2" className="h5">
          {t('wallet.beneficiaries.verify.title')}
        </Modal.Title>
      </Modal.Header>
      {wallet && <CodeForm key={wallet.id} wallet={wallet} onHide={onHide} />}
    </Modal>
  );
}
