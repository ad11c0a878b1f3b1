import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import type { Permission, PermissionList } from '../../mock/schemas/permission-schema';
import type { PermissionListQuery } from '../api/list-permissions';
import { ROLE_TONES, roleKey } from '../lib/user-options';

interface PermissionsTableProps {
  query: PermissionListQuery;
  data: PermissionList | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  onEdit: (permission: Permission) => void;
  onDelete: (permission: Permission) => void;
}

/** Name, the roles it is assigned to, when it was made, and edit/delete. */
export function PermissionsTable({
  query,
  data,
  onEdit,
  onDelete,
  ...rest
}: PermissionsTableProps) {
  const { t } = useTranslation('demo-users');
  const columns: DataColumn<Permission>[] = [
    {
      id: 'name',
      header: t('permissions.columns.name'),
      cell: (permission) => <span className="fw-semibold">{permission.name}</span>,
    },
    {
      id: 'assignedTo',
      header: t('permissions.columns.assignedTo'),
      cell: (permission) => (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
          {permission.assignedTo.map((role) => (
            <li
              key={role}
              className={`badge bg-${ROLE_TONES[role]}-subtle text-${ROLE_TONES[role]}-emphasis`}
            >
              {t(`permissionRoles.${roleKey(role)}`)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'created',
      header: t('permissions.columns.created'),
      className: 'text-nowrap',
      cell: (permission) => permission.createdDate,
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('permissions.columns.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (permission) => {
        const name = { name: permission.name };
        const icon = 'btn btn-sm btn-link text-body p-1';
        return (
          <div className="d-inline-flex gap-1">
            <button
              type="button"
              className={icon}
              onClick={() => onEdit(permission)}
              aria-label={t('permissions.edit', name)}
              title={t('permissions.edit', name)}
            >
              <Pencil size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${icon} text-danger`}
              onClick={() => onDelete(permission)}
              aria-label={t('permissions.delete', name)}
              title={t('permissions.delete', name)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('permissions.title')}
      columns={columns}
      rows={data?.permissions}
      rowKey={(permission) => String(permission.id)}
      pagination={data && { page: query.page, limit: query.perPage, total: data.total }}
      empty={t('permissions.empty')}
      {...rest}
    />
  );
}
