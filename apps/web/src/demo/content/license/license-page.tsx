import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import '../../../shared/ui/table.scss';

const LICENSES = ['single', 'multiple', 'extended'] as const;
// What each licence allows, in the order of the rows.
const USES = ['endProduct', 'multipleProducts', 'paidUsers', 'saas'] as const;
const ALLOWED: Record<(typeof LICENSES)[number], readonly boolean[]> = {
  single: [true, false, false, false],
  multiple: [true, true, false, false],
  extended: [true, true, true, true],
};

/** `/pages/license`: what each licence allows, and where to ask for another. */
export function LicenseRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('license.title'));
  return (
    <div>
      <h1 className="h3">{t('license.title')}</h1>
      <p className="text-body-secondary">{t('license.intro')}</p>
      <div className="card mb-4">
        <div
          className="table-responsive"
          // It scrolls sideways on a phone: the keyboard must reach it, and a screen reader hears what it is.
          tabIndex={0}
          role="region"
          aria-label={t('license.caption')}
        >
          <table className="table mb-0">
            <caption className="visually-hidden">{t('license.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('license.use')}</th>
                {LICENSES.map((license) => (
                  <th scope="col" key={license} className="text-center">
                    {t(`license.kinds.${license}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {USES.map((use, row) => (
                <tr key={use}>
                  <th scope="row" className="fw-normal">
                    {t(`license.uses.${use}`)}
                  </th>
                  {LICENSES.map((license) => (
                    <td key={license} className="text-center">
                      {ALLOWED[license][row] ? (
                        <Check
                          className="text-success"
                          size={18}
                          role="img"
                          aria-label={t('license.yes')}
                        />
                      ) : (
                        <X
                          className="text-danger"
                          size={18}
                          role="img"
                          aria-label={t('license.no')}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <section className="card bg-primary-subtle" aria-labelledby="license-custom">
        <div className="card-body">
          <h2 id="license-custom" className="h5">
            {t('license.customTitle')}
          </h2>
          <p>{t('license.customText')}</p>
          <a className="btn btn-primary" href="mailto:licences@pamoja.example">
            {t('license.contact')}
          </a>
        </div>
      </section>
    </div>
  );
}
