import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/form-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { Table } from '../../../shared/ui/table';
import type { Permission } from '../../mock/schemas/permission-schema';
import { ACCESS_KINDS, grantOf, grantsOf } from './role-model';
import type { RoleCard } from './role-model';

interface RoleDialogProps {
  show: boolean;
  /** The role being edited; none when adding one. */
  role: RoleCard | undefined;
  /** The other roles' names, which the name may not repeat. */
  takenNames: readonly string[];
  permissions: readonly Permission[];
  onHide: () => void;
  onSave: (values: { name: string; grants: string[] }) => void;
}

/** Add or edit a role: its name and the permissions grid (read, write, create per permission). */
export function RoleDialog({ show, onHide, ...form }: RoleDialogProps) {
  const { t } = useTranslation('demo-users');
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={form.role ? t('roles.editTitle', { role: form.role.name }) : t('roles.addTitle')}
    >
      {/* Inside the dialog's body, which unmounts when closed: each opening starts afresh. */}
      <RoleForm {...form} onHide={onHide} />
    </FormDialog>
  );
}

function RoleForm({
  role,
  takenNames,
  permissions,
  onHide,
  onSave,
}: Omit<RoleDialogProps, 'show'>) {
  const { t } = useTranslation('demo-users');
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('roles.nameRequired'))
          .max(1000)
          .refine(
            (name) => !takenNames.some((taken) => taken.toLowerCase() === name.toLowerCase()),
            t('roles.nameTaken'),
          ),
        grants: z.array(z.string()),
      }),
    [t, takenNames],
  );
  const { register, handleSubmit, control, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: role?.name ?? '', grants: grantsOf(role, permissions) },
  });
  const grants = useWatch({ control, name: 'grants' });
  const every = permissions.flatMap((permission) =>
    ACCESS_KINDS.map((kind) => grantOf(permission.id, kind)),
  );
  const allTicked = every.length > 0 && every.every((grant) => grants.includes(grant));
  const onSubmit = handleSubmit((values) => onSave(values));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField label={t('roles.name')} error={formState.errors.name} {...register('name')} />
      <h3 className="h6">{t('roles.permissions')}</h3>
      <div className="form-check mb-2">
        <input
          id="role-select-all"
          type="checkbox"
          className="form-check-input"
          checked={allTicked}
          onChange={(event) => setValue('grants', event.target.checked ? every : [])}
        />
        <label className="form-check-label" htmlFor="role-select-all">
          {t('roles.selectAll')}
        </label>
      </div>
      <Table caption={t('roles.permissions')}>
        <thead>
          <tr>
            <th scope="col">{t('roles.permission')}</th>
            {ACCESS_KINDS.map((kind) => (
              <th key={kind} scope="col" className="text-center">
                {t(`roles.kinds.${kind}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission) => (
            <tr key={permission.id}>
              <th scope="row" className="fw-normal text-nowrap">
                {permission.name}
              </th>
              {ACCESS_KINDS.map((kind) => (
                <td key={kind} className="text-center">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    value={grantOf(permission.id, kind)}
                    aria-label={t('roles.grant', {
                      kind: t(`roles.kinds.${kind}`),
                      permission: permission.name,
                    })}
                    {...register('grants')}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {t('roles.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
