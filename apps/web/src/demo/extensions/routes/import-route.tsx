import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { FilePicker } from '../components/file-picker';
import { SheetTable } from '../components/sheet-table';
import { formatOf, readSheet } from '../lib/spreadsheet';
import type { Sheet } from '../lib/spreadsheet';

type State =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'read'; name: string; sheet: Sheet }
  | { kind: 'failed'; message: string };

/** `/extensions/import`: a CSV or XLSX the person picks, read in the browser, shown as a table. */
export function ImportRoute() {
  const { t } = useTranslation('demo-extensions');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const read = async (file: File) => {
    if (!formatOf(file.name)) {
      setState({ kind: 'failed', message: t('import.unsupported', { name: file.name }) });
      return;
    }
    setState({ kind: 'reading', name: file.name });
    try {
      setState({ kind: 'read', name: file.name, sheet: await readSheet(file) });
    } catch {
      setState({ kind: 'failed', message: t('import.unreadable', { name: file.name }) });
    }
  };

  return (
    <ShowcasePage title={t('import.title')} lead={t('import.lead')}>
      <ShowcaseCard title={t('import.pick')} wide>
        <FilePicker
          label={t('import.choose')}
          hint={t('import.hint')}
          accept=".csv,.xlsx"
          onFile={(file) => void read(file)}
        />
        <div aria-live="polite" className="mt-3">
          {state.kind === 'reading' && (
            <p role="status" className="text-body-secondary mb-0">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('import.reading', { name: state.name })}
            </p>
          )}
          {state.kind === 'read' && (
            <p className="mb-0">
              {t('import.done', { name: state.name, count: state.sheet.rows.length })}
            </p>
          )}
        </div>
        {state.kind === 'failed' && (
          <div role="alert" className="alert alert-danger mt-3 mb-0">
            {state.message}
          </div>
        )}
      </ShowcaseCard>
      {state.kind === 'read' && (
        <ShowcaseCard title={state.name} wide>
          {state.sheet.rows.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('import.empty')}</p>
          ) : (
            <SheetTable caption={t('import.rowsOf', { name: state.name })} sheet={state.sheet} />
          )}
        </ShowcaseCard>
      )}
    </ShowcasePage>
  );
}
