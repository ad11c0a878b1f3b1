import { useId } from 'react';
import { AtSign, Lock, Phone, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

const FIELDS: { key: string; type: string; icon: LucideIcon; auto: string }[] = [
  { key: 'name', type: 'text', icon: User, auto: 'name' },
  { key: 'email', type: 'email', icon: AtSign, auto: 'email' },
  { key: 'phone', type: 'tel', icon: Phone, auto: 'tel' },
  { key: 'password', type: 'password', icon: Lock, auto: 'new-password' },
];

function LayoutForm({ horizontal, icons }: { horizontal: boolean; icons: boolean }) {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      {FIELDS.map(({ key, type, icon: Icon, auto }) => {
        const input = (
          <input id={`${id}-${key}`} type={type} className="form-control" autoComplete={auto} />
        );
        const control = icons ? (
          <div className="input-group">
            <span className="input-group-text">
              <Icon size={16} aria-hidden="true" />
            </span>
            {input}
          </div>
        ) : (
          input
        );
        return horizontal ? (
          <div key={key} className="row mb-3">
            <label className="col-sm-3 col-form-label" htmlFor={`${id}-${key}`}>
              {t(`layout.fields.${key}`)}
            </label>
            <div className="col-sm-9">{control}</div>
          </div>
        ) : (
          <div key={key} className="mb-3">
            <label className="form-label" htmlFor={`${id}-${key}`}>
              {t(`layout.fields.${key}`)}
            </label>
            {control}
          </div>
        );
      })}
      <div className={horizontal ? 'row' : ''}>
        <div className={horizontal ? 'col-sm-9 offset-sm-3' : ''}>
          <div className="form-check mb-3">
            <input id={`${id}-remember`} type="checkbox" className="form-check-input" />
            <label className="form-check-label" htmlFor={`${id}-remember`}>
              {t('layout.remember')}
            </label>
          </div>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary">
              {t('layout.submit')}
            </button>
            <button type="reset" className="btn btn-outline-secondary">
              {t('layout.reset')}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}

function MultipleColumns() {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const keys = ['firstName', 'lastName', 'city', 'country', 'company', 'email'] as const;
  return (
    <form noValidate className="row g-3" onSubmit={(event) => event.preventDefault()}>
      {keys.map((key) => (
        <div key={key} className="col-md-6">
          <label className="form-label" htmlFor={`${id}-${key}`}>
            {t(`layout.fields.${key}`)}
          </label>
          <input
            id={`${id}-${key}`}
            type={key === 'email' ? 'email' : 'text'}
            className="form-control"
          />
        </div>
      ))}
      <div className="col-12 d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('layout.submit')}
        </button>
        <button type="reset" className="btn btn-outline-secondary">
          {t('layout.reset')}
        </button>
      </div>
    </form>
  );
}

/** `/forms/layout/form-layout`: the same form laid out across, down, with icons, in columns. */
export function FormLayoutRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('layout.title')} lead={t('layout.lead')}>
      <ShowcaseCard title={t('layout.horizontal')}>
        <LayoutForm horizontal icons={false} />
      </ShowcaseCard>
      <ShowcaseCard title={t('layout.horizontalIcons')}>
        <LayoutForm horizontal icons />
      </ShowcaseCard>
      <ShowcaseCard title={t('layout.vertical')}>
        <LayoutForm horizontal={false} icons={false} />
      </ShowcaseCard>
      <ShowcaseCard title={t('layout.verticalIcons')}>
        <LayoutForm horizontal={false} icons />
      </ShowcaseCard>
      <ShowcaseCard title={t('layout.columns')} wide>
        <MultipleColumns />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
