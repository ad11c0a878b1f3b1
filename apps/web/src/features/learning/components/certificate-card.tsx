import { Copy, Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import { useDownloadCertificate } from '../api/download-certificate';
import { linkedInAddUrl, verifyLinkOf } from '../lib/certificate-links';

/** One certificate: download it, share its public link, or add it to LinkedIn. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadCertificate();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const link = verifyLinkOf(certificate.code);
  const revoked = certificate.revokedAt !== null;
  const issued = new Date(certificate.issuedAt).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <article className={`card h-100 ${revoked ? 'border-danger' : ''}`}>
      <div className="card-body d-flex flex-column gap-2">
        <h2 className="h5 mb-0">{certificate.courseTitle}</h2>
        <p className="mb-0 small text-body-secondary">
          {t('learning.certificates.issued', { date: issued })} ·{' '}
          <span className="font-monospace">{certificate.code}</span>
        </p>
        {revoked && (
          <p className="mb-0 text-danger small">
            {t('learning.certificates.revoked', { reason: certificate.revokeReason ?? '' })}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-auto">
          <button
            type="button"
            className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: certificate.id, code: certificate.code })}
          >
            <Download size={16} aria-hidden="true" />
            {t('learning.certificates.download')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
            onClick={() => void copy()}
          >
            <Copy size={16} aria-hidden="true" />
            {t('learning.certificates.copyLink')}
          </button>
          {!revoked && (
            <a
              className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
              href={linkedInAddUrl({ ...certificate, verifyUrl: link })}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Share2 size={16} aria-hidden="true" />
              {t('learning.certificates.linkedIn')}
            </a>
          )}
        </div>
        <p className="small mb-0" role="status" aria-live="polite">
          {copied === 'yes' && t('learning.certificates.copied')}
          {copied === 'no' && t('learning.certificates.copyFailed', { link })}
        </p>
      </div>
    </article>
  );
}
