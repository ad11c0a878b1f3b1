import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeadColumn } from '../hooks/use-lead-columns';
import { MenuButton } from './menu-button';

interface ColumnChooserProps {
  columns: readonly LeadColumn[];
  shows: (column: LeadColumn) => boolean;
  onToggle: (column: LeadColumn) => void;
}

/** Which columns the table shows; the choice is remembered on this device. */
export function ColumnChooser({ columns, shows, onToggle }: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <MenuButton
      label={t('leads.list.columnsButton')}
      icon={<Columns3 size={16} aria-hidden="true" className="me-1" />}
    >
      {() => (
        <fieldset>
          <legend className="small fw-semibold mb-1">{t('leads.list.columnsLegend')}</legend>
          {columns.map((column) => (
            <div key={column} className="form-check">
              <input
                id={`lead-column-${column}`}
                type="checkbox"
                className="form-check-input"
                checked={shows(column)}
                onChange={() => onToggle(column)}
              />
              <label className="form-check-label text-nowrap" htmlFor={`lead-column-${column}`}>
                {t(`leads.list.columns.${column}`)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
    </MenuButton>
  );
}
