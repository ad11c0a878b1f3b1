import { lazy, Suspense, useState } from 'react';
import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

// Lexical is about 80 kB gzip: it arrives when the person asks to edit, not with the page
// (docs/web-app.md, "Budgets").
const RichEditor = lazy(async () => ({
  default: (await import('./editor/rich-editor')).RichEditor,
}));

/** The text as it reads, and a button that turns it into the editor. */
function EditableSample({ label, showHtml = false }: { label: string; showHtml?: boolean }) {
  const { t } = useTranslation('demo-forms');
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <>
        <p className="border rounded p-3">{t('editor.sample')}</p>
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-1"
          onClick={() => setEditing(true)}
        >
          <SquarePen size={16} aria-hidden="true" />
          {t('editor.start', { label })}
        </button>
      </>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-body-secondary mb-0">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('editor.loading')}
        </p>
      }
    >
      <RichEditor label={label} initialText={t('editor.sample')} showHtml={showHtml} autoFocus />
    </Suspense>
  );
}

/** `/forms/elements/editor`: the one rich-text editor (Lexical), alone and with its HTML shown. */
export function EditorRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('editor.title')} lead={t('editor.lead')}>
      <ShowcaseCard
        title={t('editor.uncontrolled')}
        description={t('editor.uncontrolledNote')}
        wide
      >
        <EditableSample label={t('editor.uncontrolled')} />
      </ShowcaseCard>
      <ShowcaseCard title={t('editor.controlled')} description={t('editor.controlledNote')} wide>
        <EditableSample label={t('editor.controlled')} showHtml />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
