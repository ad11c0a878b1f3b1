import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

/** `/forms/elements/input`: Bootstrap's text inputs in their states and sizes. */
export function InputRoute() {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  return (
    <ShowcasePage title={t('input.title')} lead={t('input.lead')}>
      <ShowcaseCard title={t('input.basic')}>
        <label className="form-label" htmlFor={`${id}-basic`}>
          {t('input.basicLabel')}
        </label>
        <input
          id={`${id}-basic`}
          className="form-control mb-3"
          placeholder={t('input.placeholder')}
        />
        <label className="form-label" htmlFor={`${id}-disabled`}>
          {t('input.disabled')}
        </label>
        <input
          id={`${id}-disabled`}
          className="form-control mb-3"
          disabled
          value={t('input.disabledValue')}
          readOnly
        />
        <label className="form-label" htmlFor={`${id}-readonly`}>
          {t('input.readonly')}
        </label>
        <input
          id={`${id}-readonly`}
          className="form-control-plaintext"
          readOnly
          value="amina@example.com"
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('input.sizing')}>
        {(['lg', '', 'sm'] as const).map((size) => (
          <div key={size} className="mb-3">
            <label className="form-label" htmlFor={`${id}-size-${size}`}>
              {t(`input.size.${size || 'default'}`)}
            </label>
            <input
              id={`${id}-size-${size}`}
              className={`form-control ${size ? `form-control-${size}` : ''}`}
            />
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('input.floating')}>
        <div className="form-floating mb-3">
          <input
            id={`${id}-float-email`}
            type="email"
            className="form-control"
            placeholder="name@example.com"
          />
          <label htmlFor={`${id}-float-email`}>{t('input.email')}</label>
        </div>
        <div className="form-floating">
          <input
            id={`${id}-float-password`}
            type="password"
            className="form-control"
            placeholder="••••"
            autoComplete="off"
          />
          <label htmlFor={`${id}-float-password`}>{t('input.password')}</label>
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('input.states')}>
        <label className="form-label" htmlFor={`${id}-valid`}>
          {t('input.validLabel')}
        </label>
        <input
          id={`${id}-valid`}
          className="form-control is-valid"
          defaultValue="Amina"
          aria-describedby={`${id}-valid-note`}
        />
        <div id={`${id}-valid-note`} className="valid-feedback d-block mb-3">
          {t('input.validNote')}
        </div>
        <label className="form-label" htmlFor={`${id}-invalid`}>
          {t('input.invalidLabel')}
        </label>
        <input
          id={`${id}-invalid`}
          className="form-control is-invalid"
          defaultValue="amina@"
          aria-invalid="true"
          aria-describedby={`${id}-invalid-note`}
        />
        <div id={`${id}-invalid-note`} className="invalid-feedback d-block">
          {t('input.invalidNote')}
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('input.horizontal')}>
        {(['lg', '', 'sm'] as const).map((size) => (
          <div key={size} className="row mb-3 align-items-center">
            <label
              className={`col-sm-4 col-form-label ${size ? `col-form-label-${size}` : ''}`}
              htmlFor={`${id}-h-${size}`}
            >
              {t(`input.size.${size || 'default'}`)}
            </label>
            <div className="col-sm-8">
              <input
                id={`${id}-h-${size}`}
                className={`form-control ${size ? `form-control-${size}` : ''}`}
              />
            </div>
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('input.file')}>
        <label className="form-label" htmlFor={`${id}-file`}>
          {t('input.fileLabel')}
        </label>
        <input id={`${id}-file`} type="file" className="form-control mb-3" />
        <label className="form-label" htmlFor={`${id}-files`}>
          {t('input.filesLabel')}
        </label>
        <input id={`${id}-files`} type="file" multiple className="form-control" />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
