import { Check, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Organisation } from '@pamoja/contract/organisations';
import { useSessionStore } from '../../../shared/session/session-store';
import { DataTable } from '../../../shared/ui/data-table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useMyOrganisations } from '../api/get-my-organisations';
import { FormModal } from '../components/form-modal';
import { ListToolbar } from '../components/list-toolbar';
import { OrganisationForm } from '../components/organisation-form';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

const manages = (organisation: Organisation) =>
  organisation.roles.includes('ADMIN') || organisation.roles.includes('SUPER_ADMIN');

/** `/organisations`: mine, with my roles; choosing one scopes every request to it. */
export function OrganisationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('organisations.mine.title'));
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  const query = useMyOrganisations({ page, search: settled });
  const [creating, setCreating] = useState(false);
  const current = useSessionStore((state) => state.organisationId);
  const setOrganisation = useSessionStore((state) => state.setOrganisation);

  const choose = (organisation: Organisation) => {
    setOrganisation(organisation.id);
    // Every cached answer belonged to the previous organisation; this list is everyone's.
    void queryClient.resetQueries({
      predicate: (cached) => cached.queryKey[0] !== 'organisations.mine',
    });
  };

  return (
    <div className="card">
      <div className="card-body">
        <h1 className="h4 mb-3">{t('organisations.mine.title')}</h1>
        <ListToolbar
          search={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          action={
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setCreating(true)}
            >
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('organisations.mine.new')}
            </button>
          }
        />
        <DataTable<Organisation>
          caption={t('organisations.mine.title')}
          rows={query.data?.items}
          rowKey={(row) => row.id}
          pagination={query.data?.pagination}
          onPage={setPage}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty={t(settled.trim() ? 'organisations.noMatch' : 'organisations.mine.empty')}
          columns={[
            { id: 'name', header: t('organisations.fields.name'), cell: (row) => row.name },
            {
              id: 'roles',
              header: t('organisations.fields.roles'),
              cell: (row) => row.roles.map((role) => t(`roles.${role}`)).join(', '),
            },
            {
              id: 'members',
              header: t('organisations.fields.memberCount'),
              cell: (row) => row.memberCount,
            },
            {
              id: 'actions',
              header: <span className="visually-hidden">{t('organisations.actions')}</span>,
              className: 'text-end text-nowrap',
              cell: (row) => (
                <>
                  {row.id === current ? (
                    <span className="badge text-bg-success me-2">
                      <Check size={12} aria-hidden="true" className="me-1" />
                      {t('organisations.mine.current')}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-2"
                      onClick={() => choose(row)}
                      aria-label={t('organisations.mine.chooseItem', { name: row.name })}
                    >
                      {t('organisations.mine.choose')}
                    </button>
                  )}
                  {manages(row) && (
                    <Link
                      to={`/organisations/${row.id}`}
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={t('organisations.mine.settingsOf', { name: row.name })}
                    >
                      <Settings size={14} aria-hidden="true" />
                    </Link>
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
      <FormModal
        show={creating}
        title={t('organisations.mine.new')}
        onHide={() => setCreating(false)}
      >
        {creating && <OrganisationForm onDone={() => setCreating(false)} />}
      </FormModal>
    </div>
  );
}
