import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';

type Outcome = 'copied' | 'failed' | undefined;

/** Writes text to the clipboard and says whether it worked (the browser may refuse). */
function useCopy() {
  const [outcome, setOutcome] = useState<Outcome>();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return { outcome, copy };
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('demo-extensions');
  const { outcome, copy } = useCopy();
  return (
    <>
      <button
        type="button"
        className="btn btn-primary d-inline-flex align-items-center gap-1"
        onClick={() => void copy(text)}
        aria-label={t('clipboard.copyWhat', { what: label })}
      >
        {outcome === 'copied' ? (
          <Check size={16} aria-hidden="true" />
        ) : (
          <Copy size={16} aria-hidden="true" />
        )}
        {t('clipboard.copy')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {outcome === 'copied'
          ? t('clipboard.copied')
          : outcome === 'failed'
            ? t('clipboard.failed')
            : ''}
      </span>
      {outcome === 'failed' && (
        <p className="text-danger small mt-2 mb-0 w-100">{t('clipboard.failed')}</p>
      )}
    </>
  );
}

/** `/extensions/clipboard`: copy what a field holds, or a fixed snippet. */
export function ClipboardRoute() {
  const { t } = useTranslation('demo-extensions');
  const id = useId();
  const [text, setText] = useState(t('clipboard.sample'));
  const code = 'PAMOJA-2026-7XK4';
  return (
    <ShowcasePage title={t('clipboard.title')} lead={t('clipboard.lead')}>
      <ShowcaseCard title={t('clipboard.input')}>
        <label className="form-label" htmlFor={id}>
          {t('clipboard.textLabel')}
        </label>
        <div className="d-flex flex-wrap gap-2">
          <input
            id={id}
            className="form-control flex-grow-1 w-auto"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <CopyButton text={text} label={t('clipboard.textLabel')} />
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('clipboard.snippet')}>
        <p className="mb-2">{t('clipboard.codeLabel')}</p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <code className="fs-5 px-2 py-1 bg-body-tertiary rounded">{code}</code>
          <CopyButton text={code} label={t('clipboard.codeLabel')} />
        </div>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
