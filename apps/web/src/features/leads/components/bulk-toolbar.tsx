import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../lib/bulk-actions';

interface BulkToolbarProps {
  count: number;
  actions: readonly BulkAction[];
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  /** A call for these leads is under way (the approval code being sent). */
  busy?: boolean;
}

const DANGER = new Set<BulkAction>(['reject', 'cancel', 'suspend']);

/** "3 selected" and what may be done to them (the transition table decides). */
export function BulkToolbar({ count, actions, onAction, onClear, busy }: BulkToolbarProps) {
  const { t } = useTranslation();
  return (
    <div
      className="leads-bulk d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded border bg-body-tertiary"
      role="toolbar"
      aria-label={t('leads.bulk.toolbar')}
    >
      <span className="fw-semibold me-1" aria-live="polite">
        {t('leads.bulk.selected', { count })}
      </span>
      {actions.length === 0 && (
        <span className="small text-body-secondary">{t('leads.bulk.nothingApplies')}</span>
      )}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`btn btn-sm ${DANGER.has(action) ? 'btn-outline-danger' : 'btn-outline-primary'}`}
          disabled={busy}
          onClick={() => onAction(action)}
        >
          {t(`leads.bulk.actions.${action}`)}
        </button>
      ))}
      <button type="button" className="btn btn-sm btn-link ms-auto" onClick={onClear}>
        {t('leads.bulk.clear')}
      </button>
    </div>
  );
}
