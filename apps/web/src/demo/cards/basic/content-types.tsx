import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pictureImage } from '../../mock/lib/placeholder-image';
import { BasicSection } from './basic-section';

/** Content types: an image with text, a list group, and everything at once (kitchen sink). */
export function ContentTypes() {
  const { t } = useTranslation();
  const text = t('demoDashboards.basic.text');
  const items = ['one', 'two', 'three'].map((item) => t(`demoDashboards.basic.items.${item}`));
  return (
    <BasicSection title={t('demoDashboards.basic.contentTypes')}>
      <div className="col-12 col-md-6 col-xl-4">
        <div className="card h-100">
          <img
            className="card-img-top"
            src={pictureImage(t('demoDashboards.basic.imageCaption'), 400, 180)}
            alt={t('demoDashboards.basic.imageAlt')}
          />
          <div className="card-body">
            <h3 className="card-title h5">{t('demoDashboards.basic.cardTitle')}</h3>
            <p className="card-text">{text}</p>
            <Link to="/cards/advance" className="btn btn-outline-primary">
              {t('demoDashboards.basic.seeAdvance')}
            </Link>
          </div>
        </div>
      </div>
      <div className="col-12 col-md-6 col-xl-4">
        <div className="card h-100">
          <div className="card-body">
            <h3 className="card-title h5">{t('demoDashboards.basic.listGroup')}</h3>
            <p className="card-text">{text}</p>
          </div>
          <ul className="list-group list-group-flush">
            {items.map((item) => (
              <li key={item} className="list-group-item">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="col-12 col-md-6 col-xl-4">
        <div className="card h-100">
          <div className="card-body">
            <h3 className="card-title h5">{t('demoDashboards.basic.kitchenSink')}</h3>
            <p className="card-subtitle text-body-secondary mb-2">
              {t('demoDashboards.basic.subtitle')}
            </p>
            <p className="card-text">{text}</p>
            <Link to="/cards/statistics" className="card-link">
              {t('demoDashboards.pages.statistics')}
            </Link>
            <Link to="/cards/analytics" className="card-link">
              {t('demoDashboards.pages.analytics')}
            </Link>
          </div>
        </div>
      </div>
    </BasicSection>
  );
}
