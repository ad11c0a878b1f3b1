import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setOpeningHoursRequest } from '@pamoja/contract/bookings';
import type { OpeningDay } from '@pamoja/contract/bookings';
import { fieldMessage } from '../../../shared/forms/field-message';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { isHttpError } from '../../../shared/http/http-error';
import { Table } from '../../../shared/ui/table';
import { useSetOpeningHours } from '../api/set-opening-hours';
import { addDays, formatWeekday, mondayOf, todayInNairobi } from '../lib/nairobi-time';

interface OpeningHoursFormProps {
  branchId: string;
  days: readonly OpeningDay[];
}

const MONDAY = mondayOf(todayInNairobi());

/** A branch's week: each weekday open from–to, or closed; checked with the contract's rule. */
export function OpeningHoursForm({ branchId, days: saved }: OpeningHoursFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSetOpeningHours();
  const [days, setDays] = useState(() =>
    saved.map((day) => ({ ...day, opensAt: day.opensAt ?? '', closesAt: day.closesAt ?? '' })),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (weekday: number, changes: Partial<(typeof days)[number]>) =>
    setDays((current) =>
      current.map((day) => (day.weekday === weekday ? { ...day, ...changes } : day)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      days: days.map(({ weekday, closed, opensAt, closesAt }) =>
        closed ? { weekday, closed } : { weekday, closed, opensAt, closesAt },
      ),
    };
    const checked = setOpeningHoursRequest.safeParse(body);
    const found: Record<number, string> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const index = issue.path[1];
        const weekday = typeof index === 'number' ? days[index]?.weekday : undefined;
        if (weekday !== undefined) found[weekday] ??= fieldMessage(t, issue.message) ?? '';
      }
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { branchId, body },
      { onError: (error) => setFailure(isHttpError(error) ? error.text : t('common.loadFailed')) },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Table caption={t('bookings.hours.title')}>
        <thead>
          <tr>
            <th scope="col">{t('bookings.hours.day')}</th>
            <th scope="col">{t('bookings.hours.closed')}</th>
            <th scope="col">{t('bookings.hours.opens')}</th>
            <th scope="col">{t('bookings.hours.closes')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const weekday = formatWeekday(addDays(MONDAY, day.weekday - 1), i18n.language);
            const error = errors[day.weekday];
            return (
              <tr key={day.weekday}>
                <th scope="row">
                  {weekday}
                  {error && (
                    <div className="invalid-feedback d-block fw-normal" role="alert">
                      {error}
                    </div>
                  )}
                </th>
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('bookings.hours.closedOn', { day: weekday })}
                    checked={day.closed}
                    onChange={(event) => edit(day.weekday, { closed: event.target.checked })}
                  />
                </td>
                {(['opensAt', 'closesAt'] as const).map((field) => (
                  <td key={field}>
                    <input
                      type="time"
                      className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
                      aria-label={t(`bookings.hours.${field}On`, { day: weekday })}
                      disabled={day.closed}
                      value={day[field]}
                      onChange={(event) => edit(day.weekday, { [field]: event.target.value })}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <SubmitButton
        className="btn btn-primary mt-3"
        pending={save.isPending}
        pendingLabel={t('bookings.services.saving')}
      >
        {t('bookings.hours.save')}
      </SubmitButton>
    </form>
  );
}
