import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../forms/field-message';
import { FormDialog } from './form-dialog';

interface ReasonDialogProps {
  show: boolean;
  title: ReactNode;
  /** What will happen, said before it is done. */
  warning: ReactNode;
  confirmLabel: ReactNode;
  pending: boolean;
  /** The contract's rule for the reason: its message, or nothing when the reason will do. */
  validate: (reason: string) => string | undefined;
  onConfirm: (reason: string) => void;
  onHide: () => void;
  /** The server's refusal, shown in the dialog beside the reason it refused. */
  error?: ReactNode;
}

/**
 * A change that must say why (reject a lead, decline a booking…): what will happen, the reason
 * checked by the caller's rule, and the confirmation, in one step.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const {
    show,
    title,
    warning,
    confirmLabel,
    pending,
    validate,
    onConfirm,
    onHide,
    error: refusal,
  } = props;
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(reason);
    setError(fieldMessage(t, problem));
    if (!problem) onConfirm(reason.trim());
  };

  return (
    <FormDialog
      show={show}
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
          {t('ui.reason')}
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
        {refusal && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {refusal}
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
