import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { usePageFor } from '../../../shared/hooks/use-page-for';
import { notify } from '../../../shared/notifications/notifications-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SearchBox } from '../../../shared/ui/search-box';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import { useDeleteUser } from '../api/delete-user';
import { useUserList } from '../api/list-users';
import type { UserListQuery, UserSortColumn } from '../api/list-users';
import { UserFilters } from './user-filters';
import type { UserFilterValues } from './user-filters';
import { UsersTable } from './users-table';

// The form and its rules (zod) load with the first click on "Add user", not with the list.
const AddUserDialog = lazy(async () => ({
  default: (await import('./add-user-dialog')).AddUserDialog,
}));

/** Ten a page, as the template's list. */
export const USERS_PER_PAGE = 10;

/**
 * The users list of /apps/user/list and /apps/roles: filters, search, sort, pages, add and
 * delete. `title` names its card.
 */
export function UsersPanel({ title, titleId }: { title: string; titleId: string }) {
  const { t } = useTranslation('demo-users');
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<UserFilterValues>({
    role: '',
    currentPlan: '',
    status: '',
  });
  const [sort, setSort] = useState<Pick<UserListQuery, 'sortColumn' | 'sort'>>({
    sortColumn: 'id',
    sort: 'desc',
  });
  const [adding, setAdding] = useState(false);
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);
  const [target, setTarget] = useState<DirectoryUser | null>(null);
  const q = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = usePageFor(JSON.stringify([q, filters]));
  const query: UserListQuery = { q, ...filters, page, perPage: USERS_PER_PAGE, ...sort };
  const list = useUserList(query);
  const remove = useDeleteUser();

  const onSort = (column: UserSortColumn) =>
    setSort((current) => ({
      sortColumn: column,
      sort: current.sortColumn === column && current.sort === 'asc' ? 'desc' : 'asc',
    }));
  const confirmDelete = () => {
    if (!target) return;
    const name = target.fullName;
    // The last row of a page gone, the page before it is shown rather than an empty one.
    const lastOnPage = list.data?.users.length === 1 && page > 1;
    remove.mutate(target.id, {
      onSuccess: () => {
        notify({ type: 'success', message: t('list.deleted', { name }) });
        if (lastOnPage) setPage(page - 1);
      },
      onSettled: () => setTarget(null),
    });
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body border-bottom">
        <h2 id={titleId} className="h5 mb-3">
          {title}
        </h2>
        <UserFilters values={filters} onChange={setFilters} />
      </div>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <SearchBox
            label={t('list.search')}
            hint={t('list.searchHint')}
            value={term}
            onChange={setTerm}
            className="flex-grow-1"
          />
          <button
            type="button"
            className="btn btn-primary d-inline-flex align-items-center gap-1"
            onClick={() => setAdding(true)}
          >
            <Plus size={16} aria-hidden="true" />
            {t('add.open')}
          </button>
        </div>
        <UsersTable
          query={query}
          data={list.data}
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          onSort={onSort}
          onPage={setPage}
          onDelete={setTarget}
        />
      </div>
      {addOpened && (
        <Suspense fallback={null}>
          <AddUserDialog show={adding} onHide={() => setAdding(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        show={target !== null}
        title={t('list.deleteTitle')}
        confirmLabel={t('list.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      >
        {target && t('list.deleteBody', { name: target.fullName })}
      </ConfirmDialog>
    </section>
  );
}
