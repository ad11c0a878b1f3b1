import { Pencil, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AirtimeGroup } from '@pamoja/contract/airtime';
import { useMoney } from '../../../shared/format/money';

interface GroupHeaderProps {
  group: AirtimeGroup;
  onEdit: () => void;
  onBuy: () => void;
}

/** The group's name, size and what one run costs, with its two main actions. */
export function GroupHeader({ group, onEdit, onBuy }: GroupHeaderProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const empty = group.memberCount === 0;
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4">
      <div>
        <h1 className="h3 mb-1">{group.name}</h1>
        {group.description && <p className="text-body-secondary mb-2">{group.description}</p>}
        <dl className="airtime-facts">
          <div>
            <dt>{t('airtime.groups.fields.members')}</dt>
            <dd data-testid="group-member-count">{group.memberCount}</dd>
          </div>
          <div>
            <dt>{t('airtime.groups.fields.total')}</dt>
            <dd data-testid="group-total">{money(group.totalAmount)}</dd>
          </div>
        </dl>
      </div>
      <div className="d-flex flex-wrap gap-2 airtime-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
          {t('airtime.groups.edit')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onBuy}
          disabled={empty}
          aria-describedby={empty ? 'airtime-buy-empty' : undefined}
        >
          <Smartphone size={16} aria-hidden="true" />
          {t('airtime.buyGroup.open')}
        </button>
        {empty && (
          <p id="airtime-buy-empty" className="small text-body-secondary w-100 mb-0">
            {t('airtime.buyGroup.needsMembers')}
          </p>
        )}
      </div>
    </div>
  );
}
