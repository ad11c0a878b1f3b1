import { useTranslation } from 'react-i18next';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import { isHttpError } from '../../../shared/http/http-error';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { revokeReasonProblem } from '../lib/revoke-reason';

interface Props {
  /** The certificate to revoke; the dialog is open while there is one. */
  certificate: Certificate | null;
  learnerName: string;
  onHide: () => void;
}

/**
 * Revoking asks for the reason (the contract's limits) and says what will happen first: the
 * public verify page will say revoked, and the learner keeps the record. A refusal stays here.
 */
export function RevokeCertificateDialog({ certificate, learnerName, onHide }: Props) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const close = () => {
    onHide();
    revoke.reset();
  };
  const { error } = revoke;
  return (
    <ReasonDialog
      show={certificate !== null}
      title={t('studio.certificates.revokeTitle')}
      warning={
        certificate && (
          <>
            <span className="d-block mb-1">
              {t('studio.certificates.revokeWhat', {
                name: learnerName,
                code: certificate.code,
                course: certificate.courseTitle,
              })}
            </span>
            {t('studio.certificates.revokeEffect')}
          </>
        )
      }
      confirmLabel={t('studio.certificates.revokeConfirm')}
      pending={revoke.isPending}
      validate={revokeReasonProblem}
      error={error && (isHttpError(error) ? error.text : t('common.loadFailed'))}
      onHide={close}
      onConfirm={(reason) => {
        if (certificate)
          revoke.mutate({ certificateId: certificate.id, reason }, { onSuccess: close });
      }}
    />
  );
}
