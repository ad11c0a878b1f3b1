import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Permission } from '../../mock/schemas/permission-schema';

interface PermissionDialogProps {
  show: boolean;
  /** The permission being renamed; none when adding one. */
  permission: Permission | undefined;
  pending: boolean;
  onHide: () => void;
  onSave: (name: string) => void;
}

/** Add a permission (it goes to the administrator only) or rename one. */
export function PermissionDialog({
  show,
  permission,
  pending,
  onHide,
  onSave,
}: PermissionDialogProps) {
  const { t } = useTranslation('demo-users');
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      locked={pending}
      title={permission ? t('permissions.editTitle') : t('permissions.addTitle')}
    >
      {/* Inside the dialog's body, which unmounts when closed: each opening starts afresh. */}
      <PermissionForm permission={permission} pending={pending} onHide={onHide} onSave={onSave} />
    </FormDialog>
  );
}

function PermissionForm({
  permission,
  pending,
  onHide,
  onSave,
}: Omit<PermissionDialogProps, 'show'>) {
  const { t } = useTranslation('demo-users');
  const schema = useMemo(
    () => z.object({ name: z.string().trim().min(1, t('permissions.nameRequired')).max(1000) }),
    [t],
  );
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: permission?.name ?? '' },
  });
  const onSubmit = handleSubmit(({ name }) => onSave(name));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={permission ? 'alert alert-warning small' : 'small text-body-secondary'}>
        {permission ? t('permissions.editWarning') : t('permissions.addNote')}
      </p>
      <TextField
        label={t('permissions.name')}
        autoComplete="off"
        error={formState.errors.name}
        {...register('name')}
      />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('permissions.saving')}>
          {permission ? t('permissions.update') : t('permissions.create')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
