import { PackagePlus, Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@pamoja/contract/staff';
import { DataTable } from '../../../shared/ui/data-table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useStaff } from '../api/list-staff';
import { AssignProductsDialog } from '../components/assign-products-dialog';
import { FormModal } from '../components/form-modal';
import { ListToolbar } from '../components/list-toolbar';
import { NeedsOrganisation } from '../components/needs-organisation';
import { StaffForm } from '../components/staff-form';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

/** `/staff`: who works where (branch, staff location) with which roles; ADMIN only. */
export function StaffRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('organisations.staff.title'));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  const query = useStaff({ page, search: settled });
  const [editing, setEditing] = useState<{ staff?: Staff } | null>(null);
  const [assigning, setAssigning] = useState<Staff | null>(null);

  return (
    <div className="card">
      <div className="card-body">
        <h1 className="h4 mb-3">{t('organisations.staff.title')}</h1>
        <ListToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          action={
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
              <UserPlus size={16} aria-hidden="true" className="me-1" />
              {t('organisations.staff.new')}
            </button>
          }
        />
        <NeedsOrganisation>
          <DataTable<Staff>
            caption={t('organisations.staff.title')}
            rows={query.data?.items}
            rowKey={(row) => row.userId}
            pagination={query.data?.pagination}
            onPage={setPage}
            isPending={query.isPending}
            error={query.error}
            onRetry={() => void query.refetch()}
            empty={t(settled.trim() ? 'organisations.noMatch' : 'organisations.staff.empty')}
            columns={[
              { id: 'name', header: t('organisations.fields.name'), cell: (row) => row.fullName },
              { id: 'email', header: t('organisations.fields.email'), cell: (row) => row.email },
              {
                id: 'branch',
                header: t('organisations.fields.branch'),
                cell: (row) => row.branch.name,
              },
              {
                id: 'location',
                header: t('organisations.fields.staffLocation'),
                cell: (row) => row.staffLocation?.name ?? '—',
              },
              {
                id: 'roles',
                header: t('organisations.fields.memberRoles'),
                cell: (row) => row.roles.map((role) => t(`roles.${role}`)).join(', '),
              },
              {
                id: 'active',
                header: t('organisations.fields.active'),
                cell: (row) => t(row.active ? 'organisations.yes' : 'organisations.no'),
              },
              {
                id: 'actions',
                header: <span className="visually-hidden">{t('organisations.actions')}</span>,
                className: 'text-end text-nowrap',
                cell: (row) => (
                  <>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-2"
                      onClick={() => setAssigning(row)}
                      aria-label={t('organisations.productPicker.open', { name: row.fullName })}
                      title={t('organisations.productPicker.open', { name: row.fullName })}
                    >
                      <PackagePlus size={14} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() => setEditing({ staff: row })}
                      aria-label={t('organisations.editItem', { name: row.fullName })}
                    >
                      <Pencil size={14} aria-hidden="true" />
                    </button>
                  </>
                ),
              },
            ]}
          />
        </NeedsOrganisation>
      </div>
      <FormModal
        show={editing !== null}
        title={t(editing?.staff ? 'organisations.staff.edit' : 'organisations.staff.new')}
        onHide={() => setEditing(null)}
      >
        {editing && <StaffForm staff={editing.staff} onDone={() => setEditing(null)} />}
      </FormModal>
      <AssignProductsDialog staff={assigning} onHide={() => setAssigning(null)} />
    </div>
  );
}
