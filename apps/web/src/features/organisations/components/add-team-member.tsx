import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamRole } from '@pamoja/contract/teams';
import { teamRoles } from '@pamoja/contract/teams';
import { useSessionStore } from '../../../shared/session/session-store';
import { useChangeTeamMember } from '../api/change-team-member';
import { useOrganisationMembers } from '../api/organisation-members';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';

/** Find a person of the organisation by name, e-mail or phone, and put them in the team. */
export function AddTeamMember({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const organisation = useSessionStore((state) => state.organisationId) ?? '';
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<TeamRole>('MEMBER');
  const people = useOrganisationMembers(
    { organisation, page: 1, search: settled },
    organisation !== '' && settled.trim() !== '',
  );
  const change = useChangeTeamMember();

  const onAdd = async () => {
    try {
      await change.mutateAsync({ kind: 'add', team: teamId, userId, role });
      setUserId('');
      setSearch('');
    } catch {
      // The client has already said why (ALREADY_IN_TEAM…).
    }
  };

  return (
    <form
      className="row g-2 align-items-end mb-3"
      aria-label={t('organisations.teamDetail.addMember')}
      onSubmit={(event) => {
        event.preventDefault();
        if (userId) void onAdd();
      }}
    >
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor={`${id}-search`}>
          {t('organisations.teamDetail.findPerson')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setUserId('');
          }}
        />
      </div>
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor={`${id}-person`}>
          {t('organisations.teamDetail.person')}
        </label>
        <select
          id={`${id}-person`}
          className="form-select"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        >
          <option value="">
            {settled.trim() === ''
              ? t('organisations.teamDetail.typeToFind')
              : people.isFetching
                ? t('common.loading')
                : t('organisations.teamDetail.choosePerson', {
                    count: people.data?.items.length ?? 0,
                  })}
          </option>
          {(people.data?.items ?? []).map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.fullName} ({person.email})
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label" htmlFor={`${id}-role`}>
          {t('organisations.fields.teamRole')}
        </label>
        <select
          id={`${id}-role`}
          className="form-select"
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
        >
          {teamRoles.map((value) => (
            <option key={value} value={value}>
              {t(`organisations.teamRoles.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <button
          type="submit"
          className="btn btn-primary w-100"
          disabled={!userId || change.isPending}
        >
          {t('organisations.teamDetail.add')}
        </button>
      </div>
    </form>
  );
}
