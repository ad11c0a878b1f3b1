import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Organisation } from '@pamoja/contract/organisations';
import { verifyDeleteRequest } from '@pamoja/contract/organisations';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { eligibleOrganisations } from '../../../shared/session/organisation';
import { useSessionStore } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useSendDeleteOtp } from '../api/send-delete-otp';
import { useVerifyDeleteOtp } from '../api/verify-delete-otp';

const CODE_ERRORS = {
  OTP_WRONG: 'otp',
  OTP_EXPIRED: 'otp',
  OTP_USED: 'otp',
  OTP_NOT_REQUESTED: 'otp',
} as const;

/**
 * Deleting takes a code: confirm → the code goes to the admin's phone and e-mail → typing it
 * deletes. The stored organisation then moves to another one (or none).
 */
export function DeleteOrganisation({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const send = useSendDeleteOtp();
  const verify = useVerifyDeleteOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ otp: string }>({
    defaultValues: { otp: '' },
    resolver: zodResolver(verifyDeleteRequest),
  });

  const sendCode = async () => {
    try {
      await send.mutateAsync(organisation.id);
      setConfirming(false);
      setCodeSent(true);
    } catch {
      // Said by the client.
    }
  };

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      await verify.mutateAsync({ id: organisation.id, otp });
    } catch (error) {
      showFormError(error, setError, { fields: ['otp'], codes: CODE_ERRORS });
      return;
    }
    const { userData, organisationId, setOrganisation } = useSessionStore.getState();
    if (organisationId === organisation.id) {
      const next = userData
        ? eligibleOrganisations(userData).find((candidate) => candidate.id !== organisation.id)
        : undefined;
      setOrganisation(next?.id ?? null);
      await queryClient.resetQueries();
    }
    await navigate('/organisations');
  });

  return (
    <section className="border border-danger-subtle rounded p-3 mt-4" aria-labelledby="danger-zone">
      <h2 id="danger-zone" className="h5 text-danger">
        {t('organisations.deletion.title')}
      </h2>
      {!codeSent ? (
        <>
          <p className="text-body-secondary">{t('organisations.deletion.text')}</p>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => setConfirming(true)}
          >
            {t('organisations.deletion.start')}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <p>{t('organisations.deletion.codeSent')}</p>
          <TextField
            label={t('organisations.deletion.code')}
            error={errors.otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('otp')}
          />
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton
              pending={verify.isPending}
              pendingLabel={t('organisations.deletion.deleting')}
              className="btn btn-danger"
            >
              {t('organisations.deletion.confirmCode')}
            </SubmitButton>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => void sendCode()}
              disabled={send.isPending}
            >
              {t('organisations.deletion.resend')}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        show={confirming}
        title={t('organisations.deleteTitle', { name: organisation.name })}
        confirmLabel={t('organisations.deletion.sendCode')}
        pending={send.isPending}
        onConfirm={() => void sendCode()}
        onCancel={() => setConfirming(false)}
      >
        {t('organisations.deletion.confirmText')}
      </ConfirmDialog>
    </section>
  );
}
