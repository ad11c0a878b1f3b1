import { Eye, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { ariaSortOf, SortButton } from '../../../shared/ui/sort-button';
import type { DirectoryUser, UserList } from '../../mock/schemas/directory-user-schema';
import type { UserListQuery, UserSortColumn } from '../api/list-users';
import { billingKey, STATUS_TONES } from '../lib/user-options';
import { UserAvatar } from './user-avatar';

interface UsersTableProps {
  query: UserListQuery;
  data: UserList | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  onSort: (column: UserSortColumn) => void;
  onPage: (page: number) => void;
  onDelete: (user: DirectoryUser) => void;
}

/** The directory's table: sortable columns, ten a page, view and delete on each row. */
export function UsersTable({ query, data, onSort, onDelete, ...rest }: UsersTableProps) {
  const { t } = useTranslation('demo-users');
  const sortable = (id: UserSortColumn, label: string) => {
    const direction = query.sortColumn === id ? query.sort : undefined;
    return {
      ariaSort: ariaSortOf(direction),
      header: (
        <SortButton direction={direction} onSort={() => onSort(id)}>
          {label}
        </SortButton>
      ),
    };
  };
  const columns: DataColumn<DirectoryUser>[] = [
    {
      id: 'user',
      ...sortable('fullName', t('list.columns.user')),
      cell: (user) => (
        <div className="d-flex align-items-center gap-2">
          <UserAvatar name={user.fullName} src={user.avatar} />
          <div className="user-shrink">
            <Link to={`/apps/user/view/${user.id}`} className="fw-semibold text-nowrap">
              {user.fullName}
            </Link>
            <div className="small text-body-secondary">{user.email}</div>
          </div>
        </div>
      ),
    },
    {
      id: 'role',
      ...sortable('role', t('list.columns.role')),
      cell: (user) => t(`userRoles.${user.role}`),
    },
    {
      id: 'plan',
      ...sortable('currentPlan', t('list.columns.plan')),
      cell: (user) => t(`plans.${user.currentPlan}`),
    },
    {
      id: 'billing',
      ...sortable('billing', t('list.columns.billing')),
      className: 'text-nowrap',
      cell: (user) => t(`billing.${billingKey(user.billing)}`),
    },
    {
      id: 'status',
      ...sortable('status', t('list.columns.status')),
      cell: (user) => {
        const tone = STATUS_TONES[user.status];
        return (
          <span className={`badge bg-${tone}-subtle text-${tone}-emphasis`}>
            {t(`statuses.${user.status}`)}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('list.columns.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (user) => {
        const name = { name: user.fullName };
        const icon = 'btn btn-sm btn-link text-body p-1';
        return (
          <div className="d-inline-flex gap-1">
            <Link
              to={`/apps/user/view/${user.id}`}
              className={icon}
              aria-label={t('list.view', name)}
              title={t('list.view', name)}
            >
              <Eye size={16} aria-hidden="true" />
            </Link>
            <button
              type="button"
              className={`${icon} text-danger`}
              onClick={() => onDelete(user)}
              aria-label={t('list.delete', name)}
              title={t('list.delete', name)}
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
      caption={t('list.tableCaption')}
      columns={columns}
      rows={data?.users}
      rowKey={(user) => String(user.id)}
      pagination={data && { page: query.page, limit: query.perPage, total: data.total }}
      empty={t('list.empty')}
      {...rest}
    />
  );
}
