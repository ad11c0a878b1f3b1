import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { SheetFormat } from '../lib/spreadsheet';

interface ExportDialogProps {
  show: boolean;
  onHide: () => void;
  count: number;
  onExport: (fileName: string, format: SheetFormat) => Promise<void>;
}

// Letters, digits, spaces, dots, dashes and underscores: a name every system can save.
const SAFE_NAME = /^[\p{L}\p{N} ._-]{1,60}$/u;

/** Asks the file's name and kind before writing it. */
export function ExportDialog({ show, onHide, count, onExport }: ExportDialogProps) {
  const { t } = useTranslation('demo-extensions');
  const id = useId();
  const [name, setName] = useState('employees');
  const [format, setFormat] = useState<SheetFormat>('xlsx');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!SAFE_NAME.test(name.trim())) {
      setError(t('export.badName'));
      return;
    }
    setBusy(true);
    try {
      await onExport(name.trim(), format);
      onHide();
    } catch {
      setError(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog show={show} onHide={onHide} title={t('export.dialogTitle', { count })}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-name`}>
            {t('export.fileName')}
          </label>
          <input
            id={`${id}-name`}
            className={`form-control ${error ? 'is-invalid' : ''}`}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
          />
          {error && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('export.format')}</legend>
          {(['xlsx', 'csv'] as const).map((one) => (
            <div key={one} className="form-check form-check-inline">
              <input
                id={`${id}-${one}`}
                type="radio"
                className="form-check-input"
                name={`${id}-format`}
                checked={format === one}
                onChange={() => setFormat(one)}
              />
              <label className="form-check-label" htmlFor={`${id}-${one}`}>
                {one.toUpperCase()}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="d-flex justify-content-end gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('export.download')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
