import { useForm } from 'react-hook-form';
import type { ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@pamoja/contract/leads';
import { displayPhone } from '../../../shared/format/phone';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useUpdateLead } from '../api/update-lead';
import { EDIT_FIELDS, editBody, editValuesOf, validateEdit } from '../lib/edit-values';
import type { EditValues } from '../lib/edit-values';
import { FacilityPicker } from './facility-picker';

interface EditLeadDialogProps {
  lead: Lead;
  show: boolean;
  onHide: () => void;
}

function EditLeadForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLead();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<EditValues>({
    defaultValues: editValuesOf(lead),
    resolver: (values): ResolverResult<EditValues> => {
      const found = validateEdit(lead, values, t);
      return Object.keys(found).length === 0
        ? { values, errors: {} }
        : { values: {}, errors: found };
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: lead.id, body: editBody(lead, values) });
      onDone();
    } catch (error) {
      showFormError(error, setError, { fields: EDIT_FIELDS });
    }
  });

  const f = (key: string) => t(`leads.capture.customer.${key}`);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={f('name')} autoComplete="off" {...register('name')} error={errors.name} />
      <div className="mb-3">
        <p className="form-label mb-1">{f('phoneNumber')}</p>
        <p className="mb-1">{displayPhone(lead.phoneNumber)}</p>
        <p className="form-text mt-0">{t('leads.detail.edit.phoneFixed')}</p>
      </div>
      <TextField
        label={t('leads.detail.edit.nationalId')}
        hint={
          lead.nationalIdLast3
            ? t('leads.detail.edit.nationalIdKept', { last3: lead.nationalIdLast3 })
            : undefined
        }
        inputMode="numeric"
        autoComplete="off"
        {...register('nationalId')}
        error={errors.nationalId}
      />
      {lead.amount !== null && (
        <TextField
          label={f('amount')}
          inputMode="decimal"
          {...register('amount')}
          error={errors.amount}
        />
      )}
      <TextField label={f('location')} {...register('location')} error={errors.location} />
      {lead.facility && (
        <FormField label={f('facility')} hint={f('facilityHint')} error={errors.facilityId}>
          {(control, invalid) => (
            <FacilityPicker
              control={control}
              invalid={invalid}
              name={lead.facility?.name ?? ''}
              onChange={(facility) => setValue('facilityId', facility?.id ?? '')}
            />
          )}
        </FormField>
      )}
      <TextField
        label={f('referralId')}
        autoComplete="off"
        {...register('referralId')}
        error={errors.referralId}
      />
      <div className="d-flex justify-content-end">
        <SubmitButton pending={update.isPending} pendingLabel={t('leads.detail.edit.saving')}>
          {t('leads.detail.edit.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The customer's details while the lead is NEW; the phone stays, its consent was for it. */
export function EditLeadDialog({ lead, show, onHide }: EditLeadDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t('leads.detail.edit.title', { code: lead.code })}
    >
      {show && <EditLeadForm lead={lead} onDone={onHide} />}
    </FormDialog>
  );
}
