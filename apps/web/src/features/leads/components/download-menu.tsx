import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { leadExportFormats } from '@pamoja/contract/lead-states';
import type { LeadExportFormat } from '@pamoja/contract/lead-states';
import { MenuButton } from './menu-button';

interface DownloadMenuProps {
  /** How many leads are chosen; "selected" needs at least one. */
  selected: number;
  pending: boolean;
  onDownload: (kind: 'all' | 'selected', format: LeadExportFormat) => void;
}

/** The matching leads (current filters) or the chosen ones, as CSV or XLSX. */
export function DownloadMenu({ selected, pending, onDownload }: DownloadMenuProps) {
  const { t } = useTranslation();
  const kinds = selected > 0 ? (['all', 'selected'] as const) : (['all'] as const);
  return (
    <MenuButton
      label={t('leads.list.download.button')}
      icon={
        pending ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <Download size={16} aria-hidden="true" className="me-1" />
        )
      }
    >
      {(close) => (
        <ul className="list-unstyled mb-0">
          {kinds.flatMap((kind) =>
            leadExportFormats.map((format) => (
              <li key={`${kind}-${format}`}>
                <button
                  type="button"
                  className="btn btn-sm btn-link text-start text-nowrap w-100"
                  disabled={pending}
                  onClick={() => {
                    close();
                    onDownload(kind, format);
                  }}
                >
                  {t(`leads.list.download.${kind}`, {
                    format: format.toUpperCase(),
                    count: selected,
                  })}
                </button>
              </li>
            )),
          )}
        </ul>
      )}
    </MenuButton>
  );
}
