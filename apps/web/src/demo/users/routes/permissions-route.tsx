import { Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { usePageFor } from '../../../shared/hooks/use-page-for';
import { notify } from '../../../shared/notifications/notifications-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { Permission } from '../../mock/schemas/permission-schema';
import { useAddPermission } from '../api/add-permission';
import { useDeletePermission } from '../api/delete-permission';
import { usePermissionList } from '../api/list-permissions';
import { useUpdatePermission } from '../api/update-permission';
import { PERMISSION_ROLE_LIST, roleKey } from '../lib/user-options';
import { PermissionsTable } from '../permissions/permissions-table';

// The form and its rules (zod) load with the first add or edit, not with the list.
const PermissionDialog = lazy(async () => ({
  default: (await import('../permissions/permission-dialog')).PermissionDialog,
}));

/** Ten a page, as the template's list. */
export const PERMISSIONS_PER_PAGE = 10;

/** `/apps/permissions`: search, the assigned-to filter, pages, add, rename and delete. */
export function PermissionsRoute() {
  const { t } = useTranslation('demo-users');
  useDocumentTitle(t('permissions.title'));
  const filterId = useId();
  const [term, setTerm] = useState('');
  const [assignedTo, setAssignedTo] = useState('');
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [target, setTarget] = useState<Permission | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  if (editing !== null && !dialogOpened) setDialogOpened(true);
  const q = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = usePageFor(`${q}|${assignedTo}`);
  const query = { q, assignedTo, page, perPage: PERMISSIONS_PER_PAGE };
  const list = usePermissionList(query);
  const add = useAddPermission();
  const update = useUpdatePermission();
  const remove = useDeletePermission();
  const current = editing === 'new' || editing === null ? undefined : editing;

  const save = (name: string) => {
    const done = (key: string) => () => {
      notify({ type: 'success', message: t(key, { name: name.trim() }) });
      setEditing(null);
    };
    if (current)
      update.mutate({ id: current.id, name }, { onSuccess: done('permissions.updated') });
    else add.mutate(name, { onSuccess: done('permissions.added') });
  };
  const confirmDelete = () => {
    if (!target) return;
    const name = target.name;
    // The last row of a page gone, the page before it is shown rather than an empty one.
    const lastOnPage = list.data?.permissions.length === 1 && page > 1;
    remove.mutate(target.id, {
      onSuccess: () => {
        notify({ type: 'success', message: t('permissions.deleted', { name }) });
        if (lastOnPage) setPage(page - 1);
      },
      onSettled: () => setTarget(null),
    });
  };

  return (
    <section aria-labelledby="permissions-title">
      <h1 id="permissions-title" className="h3 mb-1">
        {t('permissions.title')}
      </h1>
      <p className="text-body-secondary">{t('permissions.intro')}</p>
      <div className="card">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <SearchBox
              label={t('permissions.search')}
              hint={t('permissions.searchHint')}
              value={term}
              onChange={setTerm}
              className="flex-grow-1"
            />
            <div>
              <label htmlFor={filterId} className="visually-hidden">
                {t('permissions.assignedTo')}
              </label>
              <select
                id={filterId}
                className="form-select"
                value={assignedTo}
                onChange={(event) => setAssignedTo(event.target.value)}
              >
                <option value="">{t('permissions.allRoles')}</option>
                {PERMISSION_ROLE_LIST.map((role) => (
                  <option key={role} value={role}>
                    {t(`permissionRoles.${roleKey(role)}`)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center gap-1"
              onClick={() => setEditing('new')}
            >
              <Plus size={16} aria-hidden="true" />
              {t('permissions.add')}
            </button>
          </div>
          <PermissionsTable
            query={query}
            data={list.data}
            isPending={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            onPage={setPage}
            onEdit={setEditing}
            onDelete={setTarget}
          />
        </div>
      </div>
      {dialogOpened && (
        <Suspense fallback={null}>
          <PermissionDialog
            show={editing !== null}
            permission={current}
            pending={add.isPending || update.isPending}
            onHide={() => setEditing(null)}
            onSave={save}
          />
        </Suspense>
      )}
      <ConfirmDialog
        show={target !== null}
        title={t('permissions.deleteTitle')}
        confirmLabel={t('permissions.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      >
        {target && t('permissions.deleteBody', { name: target.name })}
      </ConfirmDialog>
    </section>
  );
}
