import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '@pamoja/contract/auth';
import { useAssignees } from '../api/list-assignees';
import type { LeadStatsFilters } from '../api/lead-stats';
import type { StatsFilterName } from '../hooks/use-stats-filters';

interface StatsFiltersProps {
  filters: LeadStatsFilters;
  invalid: StatsFilterName | null;
  onChange: (name: StatsFilterName, value: string) => void;
  /** A SUPER_ADMIN without an organisation names the business here. */
  businesses: UserData['organisations'] | null;
  /** Whose agents may be chosen; null hides the agent filter (an agent sees their own leads). */
  agentsOf: string | null;
}

/** The figures' filters: business (super admin), agent and the days of capture. */
export function StatsFilters({
  filters,
  invalid,
  onChange,
  businesses,
  agentsOf,
}: StatsFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const agents = useAssignees(agentsOf, agentsOf !== null);
  const errorId = `${id}-error`;
  const describedBy = (name: StatsFilterName) => (invalid === name ? errorId : undefined);

  return (
    <div role="group" aria-label={t('leads.stats.filters')} className="mb-3">
      <div className="row g-2 align-items-end">
        {businesses && (
          <div className="col-12 col-sm-6 col-lg-3">
            <label htmlFor={`${id}-business`} className="form-label small mb-1">
              {t('leads.stats.business')}
            </label>
            <select
              id={`${id}-business`}
              className="form-select form-select-sm"
              value={filters.business}
              onChange={(event) => onChange('business', event.target.value)}
            >
              <option value="">{t('leads.stats.chooseBusiness')}</option>
              {businesses.map((business) => (
                <option key={business.id} value={business.id}>
                  {business.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {agentsOf !== null && (
          <div className="col-12 col-sm-6 col-lg-3">
            <label htmlFor={`${id}-agent`} className="form-label small mb-1">
              {t('leads.stats.agent')}
            </label>
            <select
              id={`${id}-agent`}
              className="form-select form-select-sm"
              value={filters.agent}
              onChange={(event) => onChange('agent', event.target.value)}
            >
              <option value="">{t('leads.stats.anyAgent')}</option>
              {(agents.data ?? []).map((agent) => (
                <option key={agent.userId} value={agent.userId}>
                  {agent.fullName}
                </option>
              ))}
            </select>
          </div>
        )}
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="col-6 col-lg-2">
            <label htmlFor={`${id}-${name}`} className="form-label small mb-1">
              {t(`leads.stats.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              type="date"
              className={`form-control form-control-sm ${invalid === name ? 'is-invalid' : ''}`}
              value={filters[name]}
              aria-invalid={invalid === name || undefined}
              aria-describedby={describedBy(name)}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </div>
        ))}
      </div>
      {invalid && (
        <p id={errorId} className="invalid-feedback d-block mb-0" role="alert">
          {t(
            invalid === 'from' || invalid === 'to'
              ? 'leads.stats.badDates'
              : 'leads.stats.badFilter',
          )}
        </p>
      )}
    </div>
  );
}
