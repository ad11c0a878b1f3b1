import { useTranslation } from 'react-i18next';
import type { Certificate } from '@pamoja/contract/learning-credentials';

/** Valid, or Revoked with its date and reason: what the public verify page says of it. */
export function CertificateState({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  if (!certificate.revokedAt)
    return <span className="badge text-bg-success">{t('studio.certificates.valid')}</span>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <span className="badge text-bg-danger">{t('studio.certificates.revoked')}</span>
      <div className="small text-body-secondary mt-1">
        {t('studio.certificates.revokedOn', { date: date.format(new Date(certificate.revokedAt)) })}
      </div>
      {certificate.revokeReason && (
        <div className="small text-break">
          {t('studio.certificates.reason', { reason: certificate.revokeReason })}
        </div>
      )}
    </>
  );
}
