import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useMyCertificates } from '../api/list-my-certificates';
import { CertificateCard } from '../components/certificate-card';
import { LearningLinks } from '../components/learning-links';
import '../learning.scss';

/** `/learning/certificates`: the certificates I earned. */
export function CertificatesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('learning.certificates.title'));
  const [page, setPage] = useState(1);
  const certificates = useMyCertificates(page);
  return (
    <section aria-labelledby="certificates-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <h1 id="certificates-title" className="h3 mb-0">
          {t('learning.certificates.title')}
        </h1>
        <LearningLinks />
      </div>
      <QueryStatus query={certificates}>
        {({ items, pagination }) =>
          items.length === 0 ? (
            <div role="status" className="text-body-secondary">
              <p>{t('learning.certificates.empty')}</p>
              <Link to="/learning/my" className="btn btn-primary">
                {t('learning.links.my')}
              </Link>
            </div>
          ) : (
            <>
              <ul
                className="row g-3 list-unstyled mb-0"
                aria-label={t('learning.certificates.title')}
              >
                {items.map((certificate) => (
                  <li key={certificate.id} className="col-12 col-md-6">
                    <CertificateCard certificate={certificate} />
                  </li>
                ))}
              </ul>
              <Pager
                pagination={pagination}
                onPage={setPage}
                label={t('learning.certificates.pages')}
              />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}
