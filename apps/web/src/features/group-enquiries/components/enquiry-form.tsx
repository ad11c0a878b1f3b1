import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserData } from '@pamoja/contract/auth';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useSubmitEnquiry } from '../api/submit-enquiry';
import type { EnquiryFormInput, EnquiryFormOutput } from '../lib/enquiry-form';
import { enquiryDefaults, enquiryFormSchema, MESSAGE_MAX } from '../lib/enquiry-form';
import { GroupTypeOptions } from './group-type-options';

const FIELDS = ['name', 'email', 'phoneNumber', 'groupType', 'message'] as const;

interface EnquiryFormProps {
  userData: UserData;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/** "Tell us about your group": the contact form, sent to the organisation's admins. */
export function EnquiryForm({ userData, labelledBy }: EnquiryFormProps) {
  const { t } = useTranslation();
  const mutation = useSubmitEnquiry();
  const [sent, setSent] = useState<string | null>(null);
  const defaults = enquiryDefaults(userData);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<EnquiryFormInput, unknown, EnquiryFormOutput>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    // An old "thank you" must not stand above a new attempt that may fail.
    setSent(null);
    mutation.mutate(values, {
      onSuccess: (body) => {
        setSent(body.message);
        // Ready for another group, with the sender's own details still filled in.
        reset(defaults);
      },
      onError: (error) => showFormError(error, setError, { fields: FIELDS }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={labelledBy}>
      {/* Always in the page: a live region added together with its text may go unannounced. */}
      <div role="status">
        {sent && (
          <div className="alert alert-success d-flex align-items-center gap-2">
            <CircleCheck size={18} aria-hidden="true" className="flex-shrink-0" />
            <span>{sent}</span>
          </div>
        )}
      </div>
      <div className="row">
        <div className="col-md-6">
          <TextField
            label={t('groupEnquiries.form.name')}
            autoComplete="name"
            error={errors.name}
            {...register('name')}
          />
        </div>
        <div className="col-md-6">
          <FormField label={t('groupEnquiries.form.groupType')} error={errors.groupType}>
            {(control, invalid) => (
              <select
                {...control}
                {...register('groupType')}
                className={`form-select ${invalid ? 'is-invalid' : ''}`}
              >
                <option value="">{t('groupEnquiries.form.chooseType')}</option>
                <GroupTypeOptions />
              </select>
            )}
          </FormField>
        </div>
        <div className="col-md-6">
          <TextField
            label={t('groupEnquiries.form.email')}
            type="email"
            autoComplete="email"
            error={errors.email}
            {...register('email')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('groupEnquiries.form.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phoneNumber}
            {...register('phoneNumber')}
          />
        </div>
      </div>
      <FormField
        label={t('groupEnquiries.form.message')}
        error={errors.message}
        hint={t('groupEnquiries.form.counter', { count: message.length, max: MESSAGE_MAX })}
      >
        {(control, invalid) => (
          <textarea
            {...control}
            {...register('message')}
            rows={5}
            maxLength={MESSAGE_MAX}
            placeholder={t('groupEnquiries.form.messageHint')}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        )}
      </FormField>
      <SubmitButton pending={mutation.isPending} pendingLabel={t('groupEnquiries.form.sending')}>
        {t('groupEnquiries.form.submit')}
      </SubmitButton>
    </form>
  );
}
