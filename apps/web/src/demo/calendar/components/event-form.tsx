import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { ALL_CALENDARS, GUESTS } from '../lib/calendars';
import { eventFormSchema, formValuesOf, switchedValue } from '../lib/event-form';
import type { EventFormValues } from '../lib/event-form';
import { GuestsField } from './guests-field';

interface EventFormProps {
  event?: CalendarEvent;
  /** Where a new event starts (the day clicked). */
  start?: Date;
  pending: boolean;
  onSubmit: (values: EventFormValues) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

/** The add/edit form of the side panel. */
export function EventForm({ event, start, pending, onSubmit, onCancel, onDelete }: EventFormProps) {
  const { t } = useTranslation('demo-calendar');
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(event, start),
  });
  const allDay = useWatch({ control, name: 'allDay' });
  // The schema's messages are keys of this namespace.
  const translated = (error: FieldError | undefined) =>
    error?.message ? { ...error, message: t(error.message) } : error;
  const guests = [...new Set([...GUESTS, ...(event?.extendedProps.guests ?? [])])];

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label={t('form.title')} error={translated(errors.title)} {...register('title')} />
      <FormField label={t('form.calendar')} error={translated(errors.calendar)}>
        {(field) => (
          <select {...field} className="form-select" {...register('calendar')}>
            {ALL_CALENDARS.map((calendar) => (
              <option key={calendar} value={calendar}>
                {t(`calendars.${calendar}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="form-check form-switch mb-3">
        <input
          id="event-all-day"
          type="checkbox"
          role="switch"
          className="form-check-input"
          {...register('allDay', {
            onChange: (change: { target: { checked: boolean } }) => {
              const on = change.target.checked;
              setValue('start', switchedValue(getValues('start'), on));
              setValue('end', switchedValue(getValues('end'), on));
            },
          })}
        />
        <label htmlFor="event-all-day" className="form-check-label">
          {t('form.allDay')}
        </label>
      </div>
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <TextField
            // A new input for the other type: it takes the converted value from the form.
            key={allDay ? 'start-day' : 'start-time'}
            type={allDay ? 'date' : 'datetime-local'}
            label={t('form.start')}
            error={translated(errors.start)}
            {...register('start', { deps: ['end'] })}
          />
        </div>
        <div className="col-12 col-sm-6">
          <TextField
            key={allDay ? 'end-day' : 'end-time'}
            type={allDay ? 'date' : 'datetime-local'}
            label={t('form.end')}
            error={translated(errors.end)}
            {...register('end')}
          />
        </div>
      </div>
      <TextField
        type="url"
        label={t('form.url')}
        placeholder="https://www.example.com"
        error={translated(errors.url)}
        {...register('url')}
      />
      <GuestsField control={control} people={guests} />
      <TextField
        label={t('form.location')}
        error={translated(errors.location)}
        {...register('location')}
      />
      <FormField label={t('form.description')} error={translated(errors.description)}>
        {(field, invalid) => (
          <textarea
            {...field}
            rows={3}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            {...register('description')}
          />
        )}
      </FormField>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('form.saving')}>
          {event ? t('form.update') : t('form.add')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        {onDelete && (
          <button type="button" className="btn btn-danger ms-auto" onClick={onDelete}>
            {t('form.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
