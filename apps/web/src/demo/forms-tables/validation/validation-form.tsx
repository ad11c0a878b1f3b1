import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { notify } from '../../../shared/notifications/notifications-store';

function schemaOf(t: TFunction) {
  return z.object({
    firstName: z.string().trim().min(1, t('validation.required')),
    email: z.string().trim().email(t('validation.email')),
    password: z.string().min(8, t('validation.min', { count: 8 })),
    phone: z
      .string()
      .trim()
      .regex(/^\d{9}$/, t('validation.phone')),
    terms: z.boolean().refine((accepted) => accepted, t('validation.accept')),
  });
}

type Values = z.infer<ReturnType<typeof schemaOf>>;

/** How long the "async" example pretends the server takes. */
export const ASYNC_SUBMIT_MS = 1200;

interface ValidationFormProps {
  /** When the fields are checked: on submit (then as they change), or at every key. */
  mode: 'onSubmit' | 'onChange';
  /** Waits as a real request would, with the button busy. */
  async?: boolean;
}

/** One sign-up form, checked by a zod schema through react-hook-form. */
export function ValidationForm({ mode, async = false }: ValidationFormProps) {
  const { t } = useTranslation('demo-forms');
  const form = useForm<Values>({
    resolver: zodResolver(schemaOf(t)),
    mode,
    defaultValues: { firstName: '', email: '', password: '', phone: '', terms: false },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (async) await new Promise((resolve) => setTimeout(resolve, ASYNC_SUBMIT_MS));
    notify({ type: 'success', message: t('formValidation.sent', { name: values.firstName }) });
    form.reset();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('formValidation.firstName')}
        autoComplete="given-name"
        error={errors.firstName}
        {...form.register('firstName')}
      />
      <TextField
        label={t('formValidation.email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...form.register('email')}
      />
      <TextField
        label={t('formValidation.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <FormField label={t('formValidation.phone')} error={errors.phone}>
        {(control, invalid) => (
          <div className="input-group">
            <span className="input-group-text">+254</span>
            <input
              {...control}
              {...form.register('phone')}
              inputMode="numeric"
              autoComplete="tel-national"
              className={`form-control ${invalid ? 'is-invalid' : ''}`}
            />
          </div>
        )}
      </FormField>
      <div className="form-check mb-3">
        <input
          id={`terms-${mode}-${async}`}
          type="checkbox"
          className={`form-check-input ${errors.terms ? 'is-invalid' : ''}`}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? `terms-${mode}-${async}-error` : undefined}
          {...form.register('terms')}
        />
        <label className="form-check-label" htmlFor={`terms-${mode}-${async}`}>
          {t('formValidation.terms')}
        </label>
        {errors.terms && (
          <div id={`terms-${mode}-${async}-error`} className="invalid-feedback d-block">
            {errors.terms.message}
          </div>
        )}
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={t('formValidation.sending')}>
        {t('formValidation.submit')}
      </SubmitButton>
    </form>
  );
}
