import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createBookingServiceRequest } from '@pamoja/contract/bookings';
import type {
  BookingService,
  CreateBookingServiceRequest,
  NewBookingService,
} from '@pamoja/contract/bookings';
import { fieldMessage } from '../../../shared/forms/field-message';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useBranches } from '../api/list-branches';
import { useSaveBookingService } from '../api/save-booking-service';

const FIELDS = [
  'name',
  'description',
  'durationMinutes',
  'bufferMinutes',
  'capacity',
  'branchIds',
  'active',
] as const;

const valuesOf = (service?: BookingService): CreateBookingServiceRequest => ({
  name: service?.name ?? '',
  description: service?.description ?? '',
  durationMinutes: service?.durationMinutes ?? 30,
  bufferMinutes: service?.bufferMinutes ?? 0,
  capacity: service?.capacity ?? 1,
  branchIds: service?.branches.map((branch) => branch.id) ?? [],
  active: service?.active ?? true,
});

interface ServiceFormProps {
  service?: BookingService;
  onDone: () => void;
}

/** A booking service's fields, checked with the contract's schema before anything is sent. */
export function ServiceForm({ service, onDone }: ServiceFormProps) {
  const { t } = useTranslation();
  const save = useSaveBookingService();
  const branches = useBranches();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CreateBookingServiceRequest, unknown, NewBookingService>({
    resolver: zodResolver(createBookingServiceRequest),
    defaultValues: valuesOf(service),
  });
  const branchIds = useController({ control, name: 'branchIds' });
  const chosen = branchIds.field.value ?? [];
  const number = { valueAsNumber: true } as const;

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, description: values.description?.trim() || null };
    try {
      await save.mutateAsync(service ? { id: service.id, body } : { body });
      onDone();
    } catch (error) {
      showFormError(error, setError, {
        fields: FIELDS,
        codes: { BOOKING_SERVICE_NAME_TAKEN: 'name' },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField label={t('bookings.services.name')} error={errors.name} {...register('name')} />
      <FormField label={t('bookings.services.description')} error={errors.description}>
        {(control, invalid) => (
          <textarea
            {...control}
            {...register('description')}
            rows={2}
            maxLength={1000}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        )}
      </FormField>
      <div className="row g-2">
        <div className="col-sm-4">
          <TextField
            type="number"
            min={5}
            max={480}
            label={t('bookings.services.duration')}
            error={errors.durationMinutes}
            {...register('durationMinutes', number)}
          />
        </div>
        <div className="col-sm-4">
          <TextField
            type="number"
            min={0}
            max={120}
            label={t('bookings.services.buffer')}
            error={errors.bufferMinutes}
            {...register('bufferMinutes', number)}
          />
        </div>
        <div className="col-sm-4">
          <TextField
            type="number"
            min={1}
            max={100}
            label={t('bookings.services.capacity')}
            error={errors.capacity}
            {...register('capacity', number)}
          />
        </div>
      </div>
      <fieldset
        className="mb-3"
        aria-describedby={errors.branchIds ? 'service-branches-error' : undefined}
      >
        <legend className="form-label fs-6">{t('bookings.services.branches')}</legend>
        <QueryStatus query={branches}>
          {(list) => (
            <div className="booking-branch-choices">
              {list.map((branch) => (
                <div key={branch.id} className="form-check">
                  <input
                    id={`service-branch-${branch.id}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={chosen.includes(branch.id)}
                    onChange={(event) =>
                      branchIds.field.onChange(
                        event.target.checked
                          ? [...chosen, branch.id]
                          : chosen.filter((id) => id !== branch.id),
                      )
                    }
                  />
                  <label className="form-check-label" htmlFor={`service-branch-${branch.id}`}>
                    {branch.name}
                  </label>
                </div>
              ))}
            </div>
          )}
        </QueryStatus>
        {errors.branchIds && (
          <div id="service-branches-error" className="invalid-feedback d-block">
            {fieldMessage(t, errors.branchIds.message)}
          </div>
        )}
      </fieldset>
      <div className="form-check form-switch mb-3">
        <input
          id="service-active"
          type="checkbox"
          role="switch"
          className="form-check-input"
          {...register('active')}
        />
        <label className="form-check-label" htmlFor="service-active">
          {t('bookings.services.active')}
        </label>
      </div>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <SubmitButton pending={save.isPending} pendingLabel={t('bookings.services.saving')}>
          {t('bookings.services.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
