import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { notify } from '../../../shared/notifications/notifications-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useAddUser } from '../api/add-user';
import { USER_PLAN_LIST, USER_ROLE_LIST } from '../lib/user-options';

interface AddUserDialogProps {
  show: boolean;
  onHide: () => void;
}

/** The template's add-user sidebar as a dialog: checked here, then by the mock (201, or taken). */
export function AddUserDialog({ show, onHide }: AddUserDialogProps) {
  const { t } = useTranslation('demo-users');
  const schema = useMemo(
    () =>
      z.object({
        fullName: z.string().trim().min(1, t('add.required')).max(1000),
        username: z.string().trim().min(1, t('add.required')).max(1000),
        email: z.email(t('add.invalidEmail')),
        company: z.string().trim().max(1000),
        country: z.string().trim().max(1000),
        contact: z.string().trim().max(1000),
        role: z.enum(USER_ROLE_LIST, t('add.chooseRole')),
        currentPlan: z.enum(USER_PLAN_LIST, t('add.choosePlan')),
      }),
    [t],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', username: '', email: '', company: '', country: '', contact: '' },
  });
  const { errors } = formState;
  const add = useAddUser();
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: ({ user }) => {
        notify({ type: 'success', message: t('add.added', { name: user.fullName }) });
        onHide();
      },
      onError: (error) => showFormError(error, setError, { fields: ['email', 'username'] }),
    }),
  );
  const selects = [
    {
      name: 'role',
      label: t('add.role'),
      choose: t('add.pickRole'),
      options: USER_ROLE_LIST.map((v) => [v, t(`userRoles.${v}`)]),
    },
    {
      name: 'currentPlan',
      label: t('add.plan'),
      choose: t('add.pickPlan'),
      options: USER_PLAN_LIST.map((v) => [v, t(`plans.${v}`)]),
    },
  ] as const;
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      onExited={() => {
        reset();
        add.reset();
      }}
      title={t('add.title')}
      locked={add.isPending}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('add.fullName')}
          autoComplete="off"
          error={errors.fullName}
          {...register('fullName')}
        />
        <TextField
          label={t('add.username')}
          autoComplete="off"
          error={errors.username}
          {...register('username')}
        />
        <TextField
          label={t('add.email')}
          type="email"
          autoComplete="off"
          error={errors.email}
          {...register('email')}
        />
        <TextField label={t('add.company')} error={errors.company} {...register('company')} />
        <TextField label={t('add.country')} error={errors.country} {...register('country')} />
        <TextField
          label={t('add.contact')}
          type="tel"
          error={errors.contact}
          {...register('contact')}
        />
        {selects.map((select) => (
          <FormField key={select.name} label={select.label} error={errors[select.name]}>
            {(described, invalid) => (
              <select
                {...described}
                {...register(select.name)}
                defaultValue=""
                className={`form-select ${invalid ? 'is-invalid' : ''}`}
              >
                <option value="" disabled>
                  {select.choose}
                </option>
                {select.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton pending={add.isPending} pendingLabel={t('add.adding')}>
            {t('add.submit')}
          </SubmitButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
