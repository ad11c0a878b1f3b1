import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { notify } from '../../../shared/notifications/notifications-store';
import { API_KEY_ACCESS } from '../../mock/schemas/api-key-schema';
import { useAddApiKey } from '../api/api-keys';
import { requiredText } from '../lib/rules';
import { useFieldError } from '../lib/use-field-error';

const keySchema = z.object({
  name: requiredText(60),
  access: z.enum(API_KEY_ACCESS, { error: 'errors.accessRequired' }),
});

type KeyValues = z.input<typeof keySchema>;

/** "Create an API Key": a name and what the key may do. */
export function CreateKeyForm() {
  const { t } = useTranslation('demo-content');
  const fieldError = useFieldError();
  const add = useAddApiKey();
  const { register, handleSubmit, reset, formState } = useForm<
    KeyValues,
    unknown,
    z.output<typeof keySchema>
  >({
    resolver: zodResolver(keySchema),
    defaultValues: { name: '', access: '' as KeyValues['access'] },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const created = await add.mutateAsync(values).catch(() => undefined);
    if (!created) return;
    reset();
    notify({ type: 'success', message: t('apiKey.created', { name: created.name }) });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t('apiKey.name')} error={fieldError(errors.name)} {...register('name')} />
      <FormField label={t('apiKey.access')} error={fieldError(errors.access)}>
        {(control, invalid) => (
          <select
            {...control}
            {...register('access')}
            className={`form-select ${invalid ? 'is-invalid' : ''}`}
          >
            <option value="">{t('apiKey.chooseAccess')}</option>
            {API_KEY_ACCESS.map((access) => (
              <option key={access} value={access}>
                {t(`apiKey.levels.${access}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton pending={add.isPending} pendingLabel={t('apiKey.creating')}>
        {t('apiKey.create')}
      </SubmitButton>
    </form>
  );
}
