import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeBookingStatusRequest } from '@pamoja/contract/bookings';
import type { BookingStatus } from '@pamoja/contract/bookings';
import { fieldMessage } from '../../../shared/forms/field-message';
import { FormDialog } from '../../../shared/ui/form-dialog';

interface ReasonDialogProps {
  /** The move that needs a reason (DECLINED, CANCELLED); null: closed. */
  status: BookingStatus | null;
  title: ReactNode;
  warning: ReactNode;
  confirmLabel: ReactNode;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onHide: () => void;
}

/** Decline or cancel: says what happens, asks why (the contract's rule) and confirms in one step. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { status, title, warning, confirmLabel, pending, onConfirm, onHide } = props;
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    const checked = changeBookingStatusRequest.safeParse({ status, reason });
    const problem = checked.success
      ? undefined
      : checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message;
    setError(fieldMessage(t, problem));
    if (!problem) onConfirm(reason.trim());
  };

  return (
    <FormDialog
      show={status !== null}
      title={title}
      onHide={onHide}
      onExited={() => {
        setReason('');
        setError(undefined);
      }}
    >
      <form noValidate onSubmit={submit}>
        <p className="alert alert-warning small">{warning}</p>
        <label className="form-label" htmlFor={`${id}-reason`}>
          {t('bookings.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          rows={3}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
        <div className="d-flex justify-content-end gap-2 mt-3">
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('ui.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending}>
            {pending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {confirmLabel}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
