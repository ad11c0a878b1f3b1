import { useTranslation } from 'react-i18next';
import { pictureImage } from '../../mock/lib/placeholder-image';
import { BasicSection } from './basic-section';

const NUMBERS = [1, 2, 3];

/** Card groups (joined, equal height) and a grid of cards (`row-cols`). */
export function GroupsAndGrid() {
  const { t } = useTranslation();
  const text = t('demoDashboards.basic.shortText');
  const card = (number: number) => {
    return (
      <>
        <img
          className="card-img-top"
          src={pictureImage(t('demoDashboards.basic.picture', { number }), 400, 160)}
          alt=""
        />
        <div className="card-body">
          <h3 className="card-title h5">{t('demoDashboards.basic.numbered', { number })}</h3>
          <p className="card-text mb-0">{text}</p>
        </div>
      </>
    );
  };
  return (
    <>
      <BasicSection title={t('demoDashboards.basic.groups')}>
        <div className="col-12">
          <div className="card-group">
            {NUMBERS.map((number) => (
              <div key={number} className="card">
                {card(number)}
              </div>
            ))}
          </div>
        </div>
      </BasicSection>
      <BasicSection title={t('demoDashboards.basic.grid')}>
        {NUMBERS.map((number) => (
          <div key={number} className="col-12 col-md-4">
            <div className="card h-100">{card(number + 3)}</div>
          </div>
        ))}
      </BasicSection>
    </>
  );
}
