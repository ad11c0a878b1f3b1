import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { TextField } from '../../../shared/forms/form-field';
import { useAddClosedDay } from '../api/add-closed-day';
import {
  CLOSED_DAY_REASON_LIMIT,
  closedDayForm,
  type ClosedDayFormOutput,
  type ClosedDayFormValues,
} from '../lib/closed-day-form';

const FIELDS = ['date', 'reason'] as const;

interface ClosedDayFormProps {
  branchId: string;
  /** Today in Nairobi: the earliest day that can be closed. */
  today: string;
  onDone: () => void;
}

/** A day the branch stays shut, and why; checked with the contract's rule before it is sent. */
export function ClosedDayForm({ branchId, today, onDone }: ClosedDayFormProps) {
  const { t } = useTranslation();
  const add = useAddClosedDay();
  const schema = useMemo(() => closedDayForm(today), [today]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ClosedDayFormValues, unknown, ClosedDayFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { date: '', reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync({ branchId, body });
      onDone();
    } catch (error) {
      // 409 CLOSED_DAY_EXISTS names no field: the server's sentence goes under the date.
      showFormError(error, setError, { fields: FIELDS, codes: { CLOSED_DAY_EXISTS: 'date' } });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        type="date"
        min={today}
        label={t('bookings.closedDays.date')}
        error={errors.date}
        {...register('date')}
      />
      <TextField
        label={t('bookings.closedDays.reason')}
        error={errors.reason}
        maxLength={CLOSED_DAY_REASON_LIMIT}
        hint={t('bookings.closedDays.reasonHint', {
          used: reason.length,
          limit: CLOSED_DAY_REASON_LIMIT,
        })}
        {...register('reason')}
      />
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <SubmitButton pending={add.isPending} pendingLabel={t('bookings.services.saving')}>
          {t('bookings.closedDays.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
