import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { useSaveItem } from '../api/save-item';
import type { ScopedResource } from '../api/resources';
import { FormActions } from './form-actions';

/** Teams (name + description) and branches (name + address) share one form. */
export interface NameFormConfig {
  resource: ScopedResource;
  /** The contract's create schema: `name` and the optional second field. */
  schema: z.ZodType<{ name: string } & Partial<Record<string, string | null>>>;
  second: 'description' | 'address';
  /** Error codes that belong on the name (TEAM_NAME_TAKEN, BRANCH_NAME_TAKEN). */
  nameTakenCode: string;
}

interface NameFormValues {
  name: string;
  second: string;
}

interface NameFormProps {
  config: NameFormConfig;
  /** Absent: creates. */
  item?: { id: string; name: string } & Partial<Record<string, unknown>>;
  onDone: () => void;
}

function toBody(values: NameFormValues, second: NameFormConfig['second']) {
  const text = values.second.trim();
  return { name: values.name.trim(), [second]: text === '' ? null : text };
}

export function NameForm({ config, item, onDone }: NameFormProps) {
  const { t } = useTranslation();
  const save = useSaveItem(config.resource);
  const { schema, second } = config;
  const form = useForm<NameFormValues>({
    defaultValues: {
      name: item?.name ?? '',
      second: typeof item?.[second] === 'string' ? item[second] : '',
    },
    // The contract's schema judges the body as it will be sent; its issues land on the fields.
    resolver: (values) => {
      const result = schema.safeParse(toBody(values, second));
      if (result.success) return { values, errors: {} };
      const errors: FieldErrors<NameFormValues> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'second';
        errors[field] ??= { type: issue.code, message: issue.message };
      }
      return { values: {}, errors };
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const body = toBody(values, second);
    try {
      await save.mutateAsync({ id: item?.id, body });
      onDone();
    } catch (error) {
      showFormError(error, setError, {
        fields: ['name'],
        codes: { [config.nameTakenCode]: 'name' },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('organisations.fields.name')}
        error={errors.name}
        autoComplete="off"
        {...register('name')}
      />
      <TextField
        label={t(`organisations.fields.${second}`)}
        error={errors.second}
        autoComplete="off"
        {...register('second')}
      />
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
