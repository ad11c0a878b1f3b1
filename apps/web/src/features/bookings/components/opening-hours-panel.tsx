import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@pamoja/contract/branches';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useOpeningHours } from '../api/get-opening-hours';
import { OpeningHoursForm } from './opening-hours-form';

interface OpeningHoursPanelProps {
  branches: readonly Branch[];
  /** The chosen branch's id ('' while there is none); the closed days follow the same choice. */
  branchId: string;
  onBranchChange: (branchId: string) => void;
}

/** Choose a branch, then edit its week (the default week until it saves its own). */
export function OpeningHoursPanel({ branches, branchId, onBranchChange }: OpeningHoursPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const hours = useOpeningHours(branchId);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('bookings.hours.title')}
      </h2>
      {branches.length === 0 ? (
        <p className="text-body-secondary">{t('bookings.hours.noBranches')}</p>
      ) : (
        <>
          <div className="mb-3 booking-day">
            <label className="form-label" htmlFor={`${id}-branch`}>
              {t('bookings.fields.branch')}
            </label>
            <select
              id={`${id}-branch`}
              className="form-select"
              value={branchId}
              onChange={(event) => onBranchChange(event.target.value)}
            >
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </div>
          <QueryStatus query={hours}>
            {(data) => (
              <>
                {!data.custom && (
                  <p className="small text-body-secondary">{t('bookings.hours.default')}</p>
                )}
                <OpeningHoursForm key={data.branchId} branchId={data.branchId} days={data.days} />
              </>
            )}
          </QueryStatus>
        </>
      )}
    </section>
  );
}
