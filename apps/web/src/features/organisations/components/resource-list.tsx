import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { useDeleteItem } from '../api/delete-item';
import { useItems } from '../api/list-items';
import type { ScopedResource } from '../api/resources';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { FormModal } from './form-modal';
import { ListToolbar } from './list-toolbar';
import { NeedsOrganisation } from './needs-organisation';

interface Named {
  id: string;
  name: string;
}

interface ResourceListProps<T extends Named> {
  resource: ScopedResource;
  /** `organisations.teams`: the locale section with title, new, edit, empty, deleteTitle… */
  textKey: string;
  columns: readonly DataColumn<T>[];
  /** False: no new, edit or delete (AGENT and MEMBER). */
  canManage: boolean;
  /** The create (no item) or edit form; calls onDone when saved or cancelled. */
  renderForm: (item: T | undefined, onDone: () => void) => ReactNode;
}

type Editing<T> = { item?: T } | null;

/** A list of 10 with search, pager, new/edit dialogs and a confirmed delete. */
export function ResourceList<T extends Named>({
  resource,
  textKey,
  columns,
  canManage,
  renderForm,
}: ResourceListProps<T>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  const query = useItems<T>(resource, { page, search: settled });
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useDeleteItem(resource);

  const actions: DataColumn<T> = {
    id: 'actions',
    header: <span className="visually-hidden">{t('organisations.actions')}</span>,
    className: 'text-end text-nowrap',
    cell: (row) => (
      <>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary me-2"
          onClick={() => setEditing({ item: row })}
          aria-label={t('organisations.editItem', { name: row.name })}
        >
          <Pencil size={14} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => setDeleting(row)}
          aria-label={t('organisations.deleteItem', { name: row.name })}
        >
          <Trash2 size={14} aria-hidden="true" />
        </button>
      </>
    ),
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      // The last row of a page went: show the page before.
      if (query.data?.items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // The client has already said why.
    }
  };

  return (
    <div className="card">
      <div className="card-body">
        <h1 className="h4 mb-3">{t(`${textKey}.title`)}</h1>
        <ListToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          action={
            canManage ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setEditing({})}
              >
                <Plus size={16} aria-hidden="true" className="me-1" />
                {t(`${textKey}.new`)}
              </button>
            ) : (
              <span className="badge text-bg-secondary">{t('organisations.readOnly')}</span>
            )
          }
        />
        <NeedsOrganisation>
          <DataTable
            caption={t(`${textKey}.title`)}
            columns={canManage ? [...columns, actions] : columns}
            rows={query.data?.items}
            rowKey={(row) => row.id}
            pagination={query.data?.pagination}
            onPage={setPage}
            isPending={query.isPending}
            error={query.error}
            onRetry={() => void query.refetch()}
            empty={t(settled.trim() ? 'organisations.noMatch' : `${textKey}.empty`)}
          />
        </NeedsOrganisation>
      </div>
      <FormModal
        show={editing !== null}
        title={t(editing?.item ? `${textKey}.edit` : `${textKey}.new`)}
        onHide={() => setEditing(null)}
      >
        {editing && renderForm(editing.item, () => setEditing(null))}
      </FormModal>
      <ConfirmDialog
        show={deleting !== null}
        title={t('organisations.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('organisations.delete')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      >
        {t(`${textKey}.deleteText`)}
      </ConfirmDialog>
    </div>
  );
}
