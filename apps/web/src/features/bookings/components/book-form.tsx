import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingService, Slot } from '@pamoja/contract/bookings';
import { isHttpError } from '../../../shared/http/http-error';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useCreateBooking } from '../api/create-booking';
import { useBookingServices } from '../api/list-booking-services';
import { formatDateTime } from '../lib/nairobi-time';
import { ServiceCards } from './service-cards';
import { SlotPicker } from './slot-picker';

const NOTES_LIMIT = 500;

/** Service → branch → day → free slot → notes → confirm, each step shown once the last is made. */
export function BookForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const services = useBookingServices();
  const create = useCreateBooking();
  const idempotency = useIdempotencyKey();
  const [service, setService] = useState<BookingService | null>(null);
  const [branchId, setBranchId] = useState('');
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);

  const pickService = (next: BookingService) => {
    setService(next);
    // One branch offering it: nothing to choose.
    setBranchId(next.branches.length === 1 ? (next.branches[0]?.id ?? '') : '');
    setSlot(null);
  };

  const reset = () => {
    setService(null);
    setBranchId('');
    setDate('');
    setSlot(null);
    setNotes('');
    setBooked(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!service || !slot) return;
    const trimmed = notes.trim();
    const body = {
      serviceId: service.id,
      branchId,
      startsAt: slot.startsAt,
      ...(trimmed ? { notes: trimmed } : {}),
    };
    setFailure(null);
    create.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          idempotency.settle();
          setBooked(data);
        },
        onError: (error) => {
          idempotency.settleOnFailure(error);
          setFailure(isHttpError(error) ? error.text : t('common.loadFailed'));
        },
      },
    );
  };

  if (booked) {
    return (
      <div className="alert alert-success" role="status">
        <p className="d-flex align-items-center gap-2 fw-semibold mb-1">
          <CircleCheck size={18} aria-hidden="true" />
          {t('bookings.book.done')}
        </p>
        <p className="mb-2">
          {t('bookings.book.doneText', {
            service: booked.serviceName,
            branch: booked.branchName,
            when: formatDateTime(booked.startsAt, i18n.language),
          })}
        </p>
        <button type="button" className="btn btn-sm btn-outline-success" onClick={reset}>
          {t('bookings.book.again')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('bookings.book.title')}
      </h2>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('bookings.book.service')}</legend>
        <QueryStatus query={services}>
          {(list) => (
            <ServiceCards services={list} value={service?.id ?? ''} onPick={pickService} />
          )}
        </QueryStatus>
      </fieldset>
      {service && (
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-branch`}>
            {t('bookings.book.branch')}
          </label>
          <select
            id={`${id}-branch`}
            className="form-select"
            value={branchId}
            onChange={(event) => {
              setBranchId(event.target.value);
              setSlot(null);
            }}
          >
            <option value="">{t('bookings.book.chooseBranch')}</option>
            {service.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {service && branchId && (
        <div className="mb-3">
          <SlotPicker
            serviceId={service.id}
            branchId={branchId}
            date={date}
            onDate={setDate}
            value={slot?.startsAt ?? null}
            onPick={setSlot}
          />
        </div>
      )}
      {service && slot && (
        <>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-notes`}>
              {t('bookings.book.notes')}
            </label>
            <textarea
              id={`${id}-notes`}
              className="form-control"
              rows={3}
              maxLength={NOTES_LIMIT}
              value={notes}
              aria-describedby={`${id}-count`}
              onChange={(event) => setNotes(event.target.value)}
            />
            <div id={`${id}-count`} className="form-text text-end" aria-live="polite">
              {t('bookings.book.count', { used: notes.length, limit: NOTES_LIMIT })}
            </div>
          </div>
          <p className="booking-summary rounded p-2 mb-3">
            {t('bookings.book.summary', {
              service: service.name,
              branch: service.branches.find((branch) => branch.id === branchId)?.name ?? '',
              when: formatDateTime(slot.startsAt, i18n.language),
            })}
          </p>
          {failure && (
            <p className="alert alert-danger" role="alert">
              {failure}
            </p>
          )}
          <SubmitButton pending={create.isPending} pendingLabel={t('bookings.book.sending')}>
            {t('bookings.book.confirm')}
          </SubmitButton>
        </>
      )}
    </form>
  );
}
