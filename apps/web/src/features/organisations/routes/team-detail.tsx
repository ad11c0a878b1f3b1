import { ArrowLeft, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Team, TeamMember, TeamRole } from '@pamoja/contract/teams';
import { teamRoles } from '@pamoja/contract/teams';
import { useAbility } from '../../../shared/session/use-ability';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useChangeTeamMember } from '../api/change-team-member';
import { useItem } from '../api/get-item';
import { TEAMS } from '../api/resources';
import { useTeamMembers } from '../api/team-members';
import { AddTeamMember } from '../components/add-team-member';
import { ListToolbar } from '../components/list-toolbar';
import { NeedsOrganisation } from '../components/needs-organisation';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

/** `/teams/:id`: who is in the team; ADMIN adds, removes and sets LEADER or MEMBER. */
export function TeamDetailRoute() {
  const { id = '' } = useParams();
  const team = useItem<Team>(TEAMS, id);
  return (
    <div className="card">
      <div className="card-body">
        <Link to="/teams" className="btn btn-sm btn-link px-0 mb-2">
          <ArrowLeft size={14} aria-hidden="true" className="me-1" />
          <BackLabel />
        </Link>
        <NeedsOrganisation>
          <QueryStatus query={team}>{(data) => <TeamDetail team={data} />}</QueryStatus>
        </NeedsOrganisation>
      </div>
    </div>
  );
}

function BackLabel() {
  const { t } = useTranslation();
  return <>{t('organisations.teams.title')}</>;
}

function TeamDetail({ team }: { team: Team }) {
  const { t } = useTranslation();
  useDocumentTitle(team.name);
  const canManage = useAbility().can('manage', 'Team');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword);
  const members = useTeamMembers({ team: team.id, page, keyword: settled });
  const change = useChangeTeamMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const onRemove = async () => {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: 'remove', team: team.id, userId: removing.userId });
      setRemoving(null);
    } catch {
      // Said by the client.
    }
  };

  const columns: DataColumn<TeamMember>[] = [
    { id: 'name', header: t('organisations.fields.name'), cell: (row) => row.fullName },
    { id: 'email', header: t('organisations.fields.email'), cell: (row) => row.email },
    { id: 'phone', header: t('organisations.fields.phone'), cell: (row) => row.phoneNumber },
    {
      id: 'role',
      header: t('organisations.fields.teamRole'),
      cell: (row) =>
        canManage ? (
          <select
            className="form-select form-select-sm"
            aria-label={t('organisations.teamDetail.roleOf', { name: row.fullName })}
            value={row.role}
            onChange={(event) =>
              void change
                .mutateAsync({
                  kind: 'role',
                  team: team.id,
                  userId: row.userId,
                  role: event.target.value as TeamRole,
                })
                .catch(() => undefined)
            }
          >
            {teamRoles.map((value) => (
              <option key={value} value={value}>
                {t(`organisations.teamRoles.${value}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`organisations.teamRoles.${row.role}`)
        ),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: <span className="visually-hidden">{t('organisations.actions')}</span>,
      className: 'text-end',
      cell: (row) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => setRemoving(row)}
          aria-label={t('organisations.teamDetail.remove', { name: row.fullName })}
        >
          <UserMinus size={14} aria-hidden="true" />
        </button>
      ),
    });
  }

  return (
    <>
      <h1 className="h4 mb-1">{team.name}</h1>
      {team.description && <p className="text-body-secondary">{team.description}</p>}
      {!canManage && (
        <span className="badge text-bg-secondary mb-3">{t('organisations.readOnly')}</span>
      )}
      {canManage && <AddTeamMember teamId={team.id} />}
      <h2 className="h5">{t('organisations.teamDetail.members')}</h2>
      <ListToolbar
        search={keyword}
        onSearch={(value) => {
          setKeyword(value);
          setPage(1);
        }}
      />
      <DataTable
        caption={t('organisations.teamDetail.members')}
        columns={columns}
        rows={members.data?.items}
        rowKey={(row) => row.userId}
        pagination={members.data?.pagination}
        onPage={setPage}
        isPending={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty={t(settled.trim() ? 'organisations.noMatch' : 'organisations.teamDetail.empty')}
      />
      <ConfirmDialog
        show={removing !== null}
        title={t('organisations.teamDetail.removeTitle', {
          name: removing?.fullName ?? '',
          team: team.name,
        })}
        confirmLabel={t('organisations.teamDetail.removeConfirm')}
        pending={change.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
