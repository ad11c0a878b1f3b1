import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../shared/forms/form-field';
import { PasswordField } from '../../../shared/forms/password-field';
import { notify } from '../../../shared/notifications/notifications-store';
import { Table } from '../../../shared/ui/table';

const DEVICES: [string, string, string][] = [
  ['Chrome on Windows', 'Nairobi, Kenya', '10, July 2025 20:07'],
  ['Chrome on Android', 'Mombasa, Kenya', '13, July 2025 10:10'],
  ['Safari on iPhone', 'Kampala, Uganda', '14, July 2025 15:15'],
];

/** Change password (checked here; the demo changes nothing), two-step and recent devices. */
export function SecurityTab() {
  const { t } = useTranslation('demo-users');
  const schema = useMemo(
    () =>
      z
        .object({
          password: z.string().min(8, t('security.tooShort')),
          confirm: z.string(),
        })
        .refine((form) => form.password === form.confirm, {
          path: ['confirm'],
          message: t('security.mismatch'),
        }),
    [t],
  );
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(() => {
    notify({ type: 'success', message: t('security.changed') });
    reset();
  });
  return (
    <div className="d-grid gap-3 pt-3">
      <section className="card" aria-labelledby="user-password">
        <div className="card-body">
          <h2 id="user-password" className="h5">
            {t('security.changePassword')}
          </h2>
          <p className="alert alert-warning small">{t('security.rules')}</p>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-2">
            <div className="col-12 col-md-6">
              <FormField label={t('security.newPassword')} error={errors.password}>
                {(described, invalid) => (
                  <PasswordField
                    {...described}
                    {...register('password')}
                    invalid={invalid}
                    autoComplete="new-password"
                  />
                )}
              </FormField>
            </div>
            <div className="col-12 col-md-6">
              <FormField label={t('security.confirmPassword')} error={errors.confirm}>
                {(described, invalid) => (
                  <PasswordField
                    {...described}
                    {...register('confirm')}
                    invalid={invalid}
                    autoComplete="new-password"
                  />
                )}
              </FormField>
            </div>
            <div className="col-12">
              <button type="submit" className="btn btn-primary">
                {t('security.change')}
              </button>
            </div>
          </form>
        </div>
      </section>
      <section className="card" aria-labelledby="user-two-step">
        <div className="card-body">
          <h2 id="user-two-step" className="h5">
            {t('security.twoStep')}
          </h2>
          <p className="mb-1 fw-semibold">{t('security.sms')}</p>
          <p className="mb-0 small text-body-secondary">{t('security.twoStepText')}</p>
        </div>
      </section>
      <section className="card" aria-labelledby="user-devices">
        <div className="card-body">
          <h2 id="user-devices" className="h5">
            {t('security.devices')}
          </h2>
          <Table caption={t('security.devices')}>
            <thead>
              <tr>
                <th scope="col">{t('security.browser')}</th>
                <th scope="col">{t('security.location')}</th>
                <th scope="col">{t('security.recent')}</th>
              </tr>
            </thead>
            <tbody>
              {DEVICES.map(([browser, location, when]) => (
                <tr key={browser}>
                  <td className="text-nowrap">{browser}</td>
                  <td className="text-nowrap">{location}</td>
                  <td className="text-nowrap">{when}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </section>
    </div>
  );
}
