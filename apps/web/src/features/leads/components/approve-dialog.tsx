import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { approveLeadsRequest } from '@pamoja/contract/leads';
import { fieldMessage } from '../../../shared/forms/field-message';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { ApprovalCode } from '../api/request-approval-code';

interface ApproveDialogProps {
  /** The code's answer once sent; the dialog shows while it is set. */
  code: ApprovalCode | null;
  pending: boolean;
  onApprove: (code: string) => void;
  onHide: () => void;
}

/** The approver's code for exactly these leads: where it went, and a box for its six digits. */
export function ApproveDialog({ code, pending, onApprove, onHide }: ApproveDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    const parsed = approveLeadsRequest.safeParse({ leadIds: code.leadIds, code: value.trim() });
    const problem = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === 'code')?.message;
    setError(fieldMessage(t, problem));
    if (parsed.success) onApprove(parsed.data.code);
  };

  return (
    <FormDialog
      show={code !== null}
      title={t('leads.bulk.approve.title', { count: code?.leadIds.length ?? 0 })}
      onHide={onHide}
      onExited={() => {
        setValue('');
        setError(undefined);
      }}
    >
      <form noValidate onSubmit={submit}>
        <p>{t('leads.bulk.approve.sent', { to: code?.sentTo.join(', ') ?? '' })}</p>
        <label className="form-label" htmlFor={`${id}-code`}>
          {t('leads.bulk.approve.code')}
        </label>
        <input
          id={`${id}-code`}
          className={`form-control leads-code-input ${error ? 'is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
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
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('leads.bulk.actions.approve')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
