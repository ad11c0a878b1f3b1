import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Organisation } from '@pamoja/contract/organisations';
import { createOrganisationRequest } from '@pamoja/contract/organisations';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { useSaveOrganisation } from '../api/save-organisation';
import { FormActions } from './form-actions';

interface OrganisationValues {
  name: string;
  description: string;
}

function toBody(values: OrganisationValues) {
  const description = values.description.trim();
  return { name: values.name.trim(), description: description === '' ? null : description };
}

interface OrganisationFormProps {
  /** Absent: creates one (the caller becomes its ADMIN). */
  organisation?: Organisation;
  onDone: (saved?: Organisation) => void;
  /** Settings show no cancel. */
  onCancel?: () => void;
}

export function OrganisationForm({ organisation, onDone, onCancel }: OrganisationFormProps) {
  const { t } = useTranslation();
  const save = useSaveOrganisation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrganisationValues>({
    defaultValues: {
      name: organisation?.name ?? '',
      description: organisation?.description ?? '',
    },
    resolver: (values) => {
      const result = createOrganisationRequest.safeParse(toBody(values));
      if (result.success) return { values, errors: {} };
      const found: FieldErrors<OrganisationValues> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] === 'description' ? 'description' : 'name';
        found[field] ??= { type: issue.code, message: issue.message };
      }
      return { values: {}, errors: found };
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = organisation
        ? await save.mutateAsync({ id: organisation.id, body: toBody(values) })
        : await save.mutateAsync({ body: toBody(values) });
      onDone(saved.data);
    } catch (error) {
      showFormError(error, setError, { fields: ['name', 'description'] });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('organisations.fields.name')}
        error={errors.name}
        autoComplete="organization"
        {...register('name')}
      />
      <TextField
        label={t('organisations.fields.description')}
        error={errors.description}
        autoComplete="off"
        {...register('description')}
      />
      <FormActions pending={save.isPending} onCancel={onCancel ?? (() => onDone())} />
    </form>
  );
}
