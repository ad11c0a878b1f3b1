import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createTeamRequest } from '@pamoja/contract/teams';
import type { Team } from '@pamoja/contract/teams';
import { useAbility } from '../../../shared/session/use-ability';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { TEAMS } from '../api/resources';
import { NameForm } from '../components/name-form';
import type { NameFormConfig } from '../components/name-form';
import { ResourceList } from '../components/resource-list';

const TEAM_FORM: NameFormConfig = {
  resource: TEAMS,
  schema: createTeamRequest,
  second: 'description',
  nameTakenCode: 'TEAM_NAME_TAKEN',
};

/** `/teams`: ADMIN and SUPER_ADMIN manage them; AGENT and MEMBER read. */
export function TeamsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('organisations.teams.title'));
  const canManage = useAbility().can('manage', 'Team');
  return (
    <ResourceList<Team>
      resource={TEAMS}
      textKey="organisations.teams"
      canManage={canManage}
      columns={[
        {
          id: 'name',
          header: t('organisations.fields.name'),
          cell: (team) => <Link to={`/teams/${team.id}`}>{team.name}</Link>,
        },
        {
          id: 'description',
          header: t('organisations.fields.description'),
          cell: (team) => team.description ?? '',
        },
        {
          id: 'members',
          header: t('organisations.fields.memberCount'),
          cell: (team) => team.memberCount,
        },
      ]}
      renderForm={(team, onDone) => <NameForm config={TEAM_FORM} item={team} onDone={onDone} />}
    />
  );
}
