import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resolveReconciliationRequest } from '@pamoja/contract/reconciliation';
import type {
  ReconciliationItem,
  ReconciliationOutcome,
  ResolveReconciliationRequest,
} from '@pamoja/contract/reconciliation';
import { fieldMessage } from '../../../shared/forms/field-message';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useMoney } from '../../../shared/format/money';
import { notify } from '../../../shared/notifications/notifications-store';
import { isNoLongerOpen } from '../api/resolve-reconciliation';
import type { useResolveReconciliation } from '../api/resolve-reconciliation';
import { consequenceOf } from '../lib/consequence';

const FIELDS = ['outcome', 'reason', 'evidence'] as const;
const OUTCOMES: readonly ReconciliationOutcome[] = ['PAID', 'FAILED'];

interface DecideFormProps {
  item: ReconciliationItem;
  resolve: ReturnType<typeof useResolveReconciliation>;
  /** The item is decided, or no longer waiting: the dialog closes. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Paid or not, why, and on what evidence (required when paid), checked with the contract's rule;
 * what the decision does to the money is said before it is confirmed.
 */
export function DecideForm({ item, resolve, onDone, onCancel }: DecideFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoney();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResolveReconciliationRequest>({
    resolver: zodResolver(resolveReconciliationRequest),
    defaultValues: { reason: '', evidence: '' },
  });
  const outcome = useWatch({ control, name: 'outcome' });
  const paid = outcome === 'PAID';
  const payout = consequenceOf(item.transaction, 'FAILED').key === 'payoutFailed';
  const consequence = outcome ? consequenceOf(item.transaction, outcome) : null;
  const outcomeError = fieldMessage(t, errors.outcome?.message);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await resolve.mutateAsync({ id: item.id, body });
      onDone();
    } catch (error) {
      // Settled by the provider or decided by someone else meanwhile: say so; the list refreshes.
      if (isNoLongerOpen(error)) {
        notify({ type: 'warning', message: error.text });
        onDone();
        return;
      }
      showFormError(error, setError, { fields: FIELDS });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset
        className="mb-3"
        aria-describedby={outcomeError ? `${id}-outcome-error` : undefined}
      >
        <legend className="form-label fs-6">{t('reconciliation.form.question')}</legend>
        {OUTCOMES.map((value) => (
          <div key={value} className="form-check">
            <input
              id={`${id}-${value}`}
              type="radio"
              value={value}
              className={`form-check-input ${outcomeError ? 'is-invalid' : ''}`}
              {...register('outcome')}
            />
            <label className="form-check-label" htmlFor={`${id}-${value}`}>
              {t(
                value === 'PAID'
                  ? 'reconciliation.form.paid'
                  : payout
                    ? 'reconciliation.form.failedPayout'
                    : 'reconciliation.form.failed',
              )}
            </label>
          </div>
        ))}
        {outcomeError && (
          <div id={`${id}-outcome-error`} className="invalid-feedback d-block">
            {outcomeError}
          </div>
        )}
      </fieldset>
      <FormField
        label={t('reconciliation.form.reason')}
        hint={t('reconciliation.form.reasonHint')}
        error={errors.reason}
      >
        {(field, invalid) => (
          <textarea
            {...field}
            {...register('reason')}
            rows={3}
            maxLength={500}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        )}
      </FormField>
      <TextField
        label={t('reconciliation.form.evidence')}
        hint={t(paid ? 'reconciliation.form.evidenceRequired' : 'reconciliation.form.evidenceHint')}
        error={errors.evidence}
        maxLength={200}
        autoComplete="off"
        aria-required={paid}
        {...register('evidence')}
      />
      <div
        className={`alert small ${consequence ? 'alert-warning' : 'alert-secondary'}`}
        role="status"
      >
        {consequence ? (
          <>
            <strong>
              {t(`reconciliation.consequence.${consequence.key}`, {
                amount: money(consequence.amount, item.transaction.currency),
                name: item.owner.name,
              })}
            </strong>{' '}
            {t('reconciliation.consequence.final')}
          </>
        ) : (
          t('reconciliation.consequence.choose')
        )}
      </div>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('ui.cancel')}
        </button>
        <SubmitButton pending={resolve.isPending} pendingLabel={t('reconciliation.form.saving')}>
          {t('reconciliation.form.confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
