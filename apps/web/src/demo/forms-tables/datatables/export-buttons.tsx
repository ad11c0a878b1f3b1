import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { downloadSheet } from '../../extensions/lib/spreadsheet';
import type { Sheet, SheetFormat } from '../../extensions/lib/spreadsheet';

interface ExportButtonsProps {
  /** Made when a button is pressed, so it holds the rows of that moment. */
  sheet: () => Sheet;
  fileName: string;
  /** Names what is exported, for the buttons' accessible names. */
  what: string;
}

/** CSV and XLSX downloads of a table's rows. */
export function ExportButtons({ sheet, fileName, what }: ExportButtonsProps) {
  const { t } = useTranslation('demo-forms');
  const [busy, setBusy] = useState<SheetFormat>();
  const run = async (format: SheetFormat) => {
    setBusy(format);
    try {
      await downloadSheet(sheet(), fileName, format);
    } catch {
      notify({ type: 'danger', message: t('datatables.exportFailed') });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div
      className="btn-group btn-group-sm"
      role="group"
      aria-label={t('datatables.export', { what })}
    >
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-primary d-inline-flex align-items-center gap-1"
          disabled={busy !== undefined}
          onClick={() => void run(format)}
          aria-label={t('datatables.exportAs', { what, format: format.toUpperCase() })}
        >
          {busy === format ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <Download size={14} aria-hidden="true" />
          )}
          {format.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
