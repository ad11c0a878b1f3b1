import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingStatuses } from '@pamoja/contract/bookings';
import type { BookingService } from '@pamoja/contract/bookings';
import type { DeskFilterName, DeskFilters as Filters } from '../hooks/use-desk-filters';

interface DeskFiltersProps {
  filters: Filters;
  services: readonly BookingService[];
  branches: readonly { id: string; name: string }[];
  onChange: (name: DeskFilterName, value: string) => void;
}

/** Status, branch, service and a range of days; each change goes to the URL and the API. */
export function DeskFilters({ filters, services, branches, onChange }: DeskFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div role="group" aria-label={t('bookings.desk.filters')} className="booking-filters">
      <div>
        <label className="form-label small" htmlFor={`${id}-status`}>
          {t('bookings.fields.status')}
        </label>
        <select
          id={`${id}-status`}
          className="form-select form-select-sm"
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value)}
        >
          <option value="">{t('bookings.desk.any')}</option>
          {bookingStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`bookings.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small" htmlFor={`${id}-branch`}>
          {t('bookings.fields.branch')}
        </label>
        <select
          id={`${id}-branch`}
          className="form-select form-select-sm"
          value={filters.branchId}
          onChange={(event) => onChange('branchId', event.target.value)}
        >
          <option value="">{t('bookings.desk.any')}</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small" htmlFor={`${id}-service`}>
          {t('bookings.fields.service')}
        </label>
        <select
          id={`${id}-service`}
          className="form-select form-select-sm"
          value={filters.serviceId}
          onChange={(event) => onChange('serviceId', event.target.value)}
        >
          <option value="">{t('bookings.desk.any')}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((name) => (
        <div key={name}>
          <label className="form-label small" htmlFor={`${id}-${name}`}>
            {t(`bookings.desk.${name}`)}
          </label>
          <input
            id={`${id}-${name}`}
            type="date"
            className="form-control form-control-sm"
            value={filters[name]}
            onChange={(event) => onChange(name, event.target.value)}
          />
        </div>
      ))}
    </div>
  );
}
