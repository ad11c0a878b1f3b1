import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createAirtimeGroupRequest, type AirtimeGroup } from '@pamoja/contract/airtime';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';

// The contract's rules, with an empty description meaning "none".
const groupFormSchema = createAirtimeGroupRequest.extend({
  description: z.string().trim().max(500, 'must be at most 500 characters'),
});
type GroupFormValues = z.input<typeof groupFormSchema>;

interface GroupFormProps {
  /** Absent: creates a group. */
  group?: Pick<AirtimeGroup, 'id' | 'name' | 'description'>;
  onDone: (saved?: AirtimeGroup) => void;
}

/** A group's name and description: a new group, or changes to one. */
export function GroupForm({ group, onDone }: GroupFormProps) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GroupFormValues, unknown, z.output<typeof groupFormSchema>>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (!group) {
        const { data } = await create.mutateAsync({
          name: values.name,
          ...(values.description ? { description: values.description } : {}),
        });
        onDone(data);
        return;
      }
      const changes = {
        ...(values.name !== group.name ? { name: values.name } : {}),
        ...(values.description !== (group.description ?? '')
          ? { description: values.description }
          : {}),
      };
      if (Object.keys(changes).length === 0) return onDone();
      const { data } = await update.mutateAsync({ id: group.id, changes });
      onDone(data);
    } catch (error) {
      showFormError(error, setError, {
        fields: ['name', 'description'],
        codes: { GROUP_NAME_TAKEN: 'name' },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('airtime.groups.fields.name')}
        autoComplete="off"
        error={errors.name}
        {...register('name')}
      />
      <TextField
        label={t('airtime.groups.fields.description')}
        autoComplete="off"
        error={errors.description}
        hint={t('airtime.groups.fields.descriptionHint')}
        {...register('description')}
      />
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => onDone()}>
          {t('ui.cancel')}
        </button>
        <SubmitButton
          pending={create.isPending || update.isPending}
          pendingLabel={t('airtime.saving')}
        >
          {group ? t('airtime.save') : t('airtime.groups.create')}
        </SubmitButton>
      </div>
    </form>
  );
}
