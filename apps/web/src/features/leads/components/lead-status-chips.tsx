import { useTranslation } from 'react-i18next';
import { leadStatuses } from '@pamoja/contract/lead-states';
import type { LeadStatus } from '@pamoja/contract/lead-states';

interface LeadStatusChipsProps {
  value: LeadStatus | '';
  onChange: (status: LeadStatus | '') => void;
}

/** All, then one chip per status; the current one is pressed. */
export function LeadStatusChips({ value, onChange }: LeadStatusChipsProps) {
  const { t } = useTranslation();
  const chip = (status: LeadStatus | '', label: string) => (
    <button
      key={status || 'all'}
      type="button"
      className={`btn btn-sm rounded-pill ${value === status ? 'btn-primary' : 'btn-outline-secondary'}`}
      aria-pressed={value === status}
      onClick={() => onChange(status)}
    >
      {label}
    </button>
  );
  return (
    <div className="leads-chips" role="group" aria-label={t('leads.list.statusFilter')}>
      {chip('', t('leads.list.allStatuses'))}
      {leadStatuses.map((status) => chip(status, t(`leads.status.${status}`)))}
    </div>
  );
}
