import { useTranslation } from 'react-i18next';
import type { BulkLeadResult } from '@pamoja/contract/leads';
import type { BulkAction } from '../lib/bulk-actions';

interface BulkResultProps {
  action: BulkAction;
  result: BulkLeadResult;
  /** A lead's code by id, for the skipped ones. */
  codeOf: (id: string) => string;
  onDismiss: () => void;
}

/** "2 leads approved. 1 lead skipped." and why each skipped lead was left alone. */
export function BulkResult({ action, result, codeOf, onDismiss }: BulkResultProps) {
  const { t } = useTranslation();
  const { updated, skipped } = result;
  const tone = skipped.length === 0 ? 'success' : updated.length === 0 ? 'warning' : 'info';
  return (
    <div className={`alert alert-${tone} alert-dismissible`} role="status">
      <p className="mb-1">
        {t(`leads.bulk.done.${action}`, { count: updated.length })}
        {skipped.length > 0 && ` ${t('leads.bulk.skipped', { count: skipped.length })}`}
      </p>
      {skipped.length > 0 && (
        <ul className="mb-0 small">
          {skipped.map((skip) => (
            <li key={skip.id}>
              <span className="fw-semibold">{codeOf(skip.id)}</span>: {skip.reason}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn-close" aria-label={t('ui.close')} onClick={onDismiss} />
    </div>
  );
}
