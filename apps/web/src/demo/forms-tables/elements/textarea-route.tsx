import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

const LIMIT = 120;

/** `/forms/elements/textarea`: plain, with a floating label, and with a counter. */
export function TextareaRoute() {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const [text, setText] = useState('');
  const left = LIMIT - text.length;
  return (
    <ShowcasePage title={t('textarea.title')} lead={t('textarea.lead')}>
      <ShowcaseCard title={t('textarea.default')}>
        <label className="form-label" htmlFor={`${id}-plain`}>
          {t('textarea.message')}
        </label>
        <textarea id={`${id}-plain`} className="form-control" rows={4} />
      </ShowcaseCard>
      <ShowcaseCard title={t('textarea.floating')}>
        <div className="form-floating">
          <textarea id={`${id}-float`} className="form-control textarea-tall" placeholder="…" />
          <label htmlFor={`${id}-float`}>{t('textarea.comments')}</label>
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('textarea.counter')} wide>
        <label className="form-label" htmlFor={`${id}-count`}>
          {t('textarea.bio')}
        </label>
        <textarea
          id={`${id}-count`}
          className="form-control"
          rows={3}
          maxLength={LIMIT}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-left`}
        />
        <div
          id={`${id}-left`}
          className={`form-text ${left < 10 ? 'text-danger' : ''}`}
          aria-live="polite"
        >
          {t('textarea.left', { count: left })}
        </div>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
