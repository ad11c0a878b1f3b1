import { Printer, ShieldCheck, ShieldQuestion, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useVerifyCertificate } from '../api/verify-certificate';
import type { CertificateVerification } from '../api/verify-certificate';
import './verify-certificate.scss';

/** The public page a certificate's QR code and shared link open: no sign-in needed. */
export function VerifyCertificateRoute({ code: given }: { code?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const code = (given ?? params.code ?? params.token ?? '').trim().toUpperCase();
  useDocumentTitle(t('learning.verify.title'));
  const verification = useVerifyCertificate(code);
  return (
    <section
      aria-labelledby="verify-title"
      className="card verify-certificate mx-auto my-4"
      style={{ maxWidth: '40rem' }}
    >
      <div className="card-body p-4">
        <h1 id="verify-title" className="h4 mb-3">
          {t('learning.verify.title')}
        </h1>
        <QueryStatus query={verification}>
          {(answer) => <VerificationAnswer code={code} answer={answer} />}
        </QueryStatus>
        <button
          type="button"
          className="btn btn-outline-secondary d-print-none mt-3 d-inline-flex align-items-center gap-1"
          onClick={() => window.print()}
        >
          <Printer size={16} aria-hidden="true" />
          {t('learning.verify.print')}
        </button>
      </div>
    </section>
  );
}

function VerificationAnswer({
  code,
  answer,
}: {
  code: string;
  answer: CertificateVerification | null;
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  if (!answer) {
    return (
      <div role="alert" className="d-flex gap-3 align-items-start">
        <ShieldQuestion size={48} className="text-warning flex-shrink-0" aria-hidden="true" />
        <div>
          <p className="h5">{t('learning.verify.unknown')}</p>
          <p className="mb-0">{t('learning.verify.unknownText', { code })}</p>
        </div>
      </div>
    );
  }
  const valid = answer.status === 'VALID';
  const Icon = valid ? ShieldCheck : ShieldX;
  return (
    <div role="status" className="d-flex gap-3 align-items-start">
      <Icon
        size={48}
        className={`${valid ? 'text-success' : 'text-danger'} flex-shrink-0`}
        aria-hidden="true"
      />
      <div className="flex-grow-1">
        <p className={`h5 ${valid ? 'text-success' : 'text-danger'}`}>
          {valid ? t('learning.verify.valid') : t('learning.verify.revoked')}
        </p>
        <dl className="row mb-0">
          <dt className="col-sm-4">{t('learning.verify.learner')}</dt>
          <dd className="col-sm-8">{answer.learnerName}</dd>
          <dt className="col-sm-4">{t('learning.verify.course')}</dt>
          <dd className="col-sm-8">{answer.courseTitle}</dd>
          <dt className="col-sm-4">{t('learning.verify.issued')}</dt>
          <dd className="col-sm-8">{date(answer.issuedAt)}</dd>
          <dt className="col-sm-4">{t('learning.verify.code')}</dt>
          <dd className="col-sm-8 font-monospace">{answer.code}</dd>
          {answer.revokedAt && (
            <>
              <dt className="col-sm-4">{t('learning.verify.revokedOn')}</dt>
              <dd className="col-sm-8">{date(answer.revokedAt)}</dd>
              <dt className="col-sm-4">{t('learning.verify.reason')}</dt>
              <dd className="col-sm-8">{answer.revokeReason}</dd>
            </>
          )}
        </dl>
      </div>
    </div>
  );
}
