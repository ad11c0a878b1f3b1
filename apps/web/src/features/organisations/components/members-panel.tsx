import { Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@pamoja/contract/organisations';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../shared/ui/data-table';
import { useOrganisationMembers } from '../api/organisation-members';
import { useRemoveMember } from '../api/remove-member';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { FormModal } from './form-modal';
import { ListToolbar } from './list-toolbar';
import { MemberForm } from './member-form';

/** The organisation's people: invite, change roles, end a membership. */
export function MembersPanel({ organisation }: { organisation: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  const members = useOrganisationMembers({ organisation, page, search: settled });
  const [editing, setEditing] = useState<{ member?: Member } | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useRemoveMember();

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ organisation, userId: removing.userId });
      setRemoving(null);
    } catch {
      // Said by the client (LAST_ADMIN…).
    }
  };

  return (
    <section className="mt-4" aria-labelledby="members-title">
      <h2 id="members-title" className="h5">
        {t('organisations.members.title')}
      </h2>
      <ListToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        action={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
            <UserPlus size={16} aria-hidden="true" className="me-1" />
            {t('organisations.members.invite')}
          </button>
        }
      />
      <DataTable<Member>
        caption={t('organisations.members.title')}
        rows={members.data?.items}
        rowKey={(row) => row.userId}
        pagination={members.data?.pagination}
        onPage={setPage}
        isPending={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty={t(settled.trim() ? 'organisations.noMatch' : 'organisations.members.empty')}
        columns={[
          { id: 'name', header: t('organisations.fields.name'), cell: (row) => row.fullName },
          { id: 'email', header: t('organisations.fields.email'), cell: (row) => row.email },
          {
            id: 'roles',
            header: t('organisations.fields.memberRoles'),
            cell: (row) => row.roles.map((role) => t(`roles.${role}`)).join(', '),
          },
          {
            id: 'status',
            header: t('organisations.fields.status'),
            cell: (row) => t(`organisations.members.status.${row.status}`),
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
                  onClick={() => setEditing({ member: row })}
                  aria-label={t('organisations.members.rolesOf', { name: row.fullName })}
                >
                  <Pencil size={14} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => setRemoving(row)}
                  aria-label={t('organisations.members.remove', { name: row.fullName })}
                >
                  <UserMinus size={14} aria-hidden="true" />
                </button>
              </>
            ),
          },
        ]}
      />
      <FormModal
        show={editing !== null}
        title={
          editing?.member
            ? t('organisations.members.rolesOf', { name: editing.member.fullName })
            : t('organisations.members.invite')
        }
        onHide={() => setEditing(null)}
      >
        {editing && (
          <MemberForm
            organisation={organisation}
            member={editing.member}
            onDone={() => setEditing(null)}
          />
        )}
      </FormModal>
      <ConfirmDialog
        show={removing !== null}
        title={t('organisations.members.removeTitle', { name: removing?.fullName ?? '' })}
        confirmLabel={t('organisations.teamDetail.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
