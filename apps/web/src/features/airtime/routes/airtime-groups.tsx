import { useState } from 'react';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AirtimeGroup } from '@pamoja/contract/airtime';
import { useMoney } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/list-groups';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { GroupForm } from '../components/group-form';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import '../airtime.scss';

/** `/airtime/groups`: the caller's airtime groups, ten a page, with create and delete. */
export function AirtimeGroupsRoute({ searchDelayMs }: { searchDelayMs?: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search, searchDelayMs);
  const query = useGroups({ page, keyword });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AirtimeGroup | null>(null);
  const remove = useDeleteGroup();
  useDocumentTitle(t('airtime.groups.title'));

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

  const columns: DataColumn<AirtimeGroup>[] = [
    {
      id: 'name',
      header: t('airtime.groups.fields.name'),
      cell: (group) => (
        <>
          <Link to={`/airtime/groups/${group.id}`}>{group.name}</Link>
          {group.description && (
            <div className="small text-body-secondary">{group.description}</div>
          )}
        </>
      ),
    },
    {
      id: 'members',
      header: t('airtime.groups.fields.members'),
      cell: (group) => group.memberCount,
      className: 'text-end',
    },
    {
      id: 'total',
      header: t('airtime.groups.fields.total'),
      cell: (group) => money(group.totalAmount),
      className: 'text-end text-nowrap',
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('airtime.actions')}</span>,
      className: 'text-end',
      cell: (group) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => setDeleting(group)}
          aria-label={t('airtime.groups.delete', { name: group.name })}
        >
          <Trash2 size={14} aria-hidden="true" />
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="airtime-groups-title">
      <Link to="/airtime" className="btn btn-sm btn-link px-0 mb-2">
        <ArrowLeft size={14} aria-hidden="true" className="me-1" />
        {t('airtime.title')}
      </Link>
      <div className="card">
        <div className="card-body">
          <h1 id="airtime-groups-title" className="h4">
            {t('airtime.groups.title')}
          </h1>
          <p className="text-body-secondary">{t('airtime.groups.lead')}</p>
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
            <SearchBox
              className="airtime-search"
              size="sm"
              label={t('airtime.groups.search')}
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
            <button
              type="button"
              className="btn btn-primary btn-sm airtime-actions"
              onClick={() => setCreating(true)}
            >
              <Plus size={16} aria-hidden="true" />
              {t('airtime.groups.new')}
            </button>
          </div>
          <div aria-busy={query.isFetching}>
            <DataTable
              caption={t('airtime.groups.title')}
              columns={columns}
              rows={query.data?.items}
              rowKey={(group) => group.id}
              pagination={query.data?.pagination}
              onPage={setPage}
              isPending={query.isPending}
              error={query.error}
              onRetry={() => void query.refetch()}
              empty={
                keyword.trim()
                  ? t('airtime.groups.noMatch', { keyword: keyword.trim() })
                  : t('airtime.groups.empty')
              }
            />
          </div>
        </div>
      </div>
      <FormDialog show={creating} title={t('airtime.groups.new')} onHide={() => setCreating(false)}>
        {creating && (
          <GroupForm
            onDone={(saved) => {
              setCreating(false);
              // A new group has no members yet: the next step is adding them.
              if (saved) void navigate(`/airtime/groups/${saved.id}`);
            }}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        show={deleting !== null}
        title={t('airtime.groups.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('airtime.groups.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      >
        {t('airtime.groups.deleteText', { count: deleting?.memberCount ?? 0 })}
      </ConfirmDialog>
    </section>
  );
}
