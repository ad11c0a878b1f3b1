import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { useTeams } from '../api/list-teams';
import { useEnrolTeam } from '../hooks/use-enrol-team';
import { EnrolResult } from './enrol-result';

/** "Enrol a team": every member of one of the organisation's teams, in one request. */
export function EnrolTeamForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const teams = useTeams(true);
  const enrol = useEnrolTeam(courseId);
  const [teamId, setTeamId] = useState('');
  const error = enrol.error ?? teams.error;

  return (
    <form
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (teamId) enrol.mutate(teamId);
      }}
    >
      <h3 className="h6">{t('studio.enrol.team')}</h3>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label className="form-label" htmlFor={id}>
            {t('studio.enrol.chooseTeam')}
          </label>
          <select
            id={id}
            className="form-select"
            value={teamId}
            onChange={(event) => setTeamId(event.target.value)}
          >
            <option value="">
              {teams.isPending ? t('common.loading') : t('studio.enrol.pickTeam')}
            </option>
            {(teams.data ?? []).map((team) => (
              <option key={team.id} value={team.id}>
                {t('studio.enrol.teamOption', { name: team.name, count: team.memberCount })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={!teamId || enrol.isPending}>
          {enrol.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t('studio.enrol.enrolTeam')}
        </button>
      </div>
      {error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {isHttpError(error) ? error.text : t('common.loadFailed')}
        </div>
      )}
      {enrol.data && <EnrolResult result={enrol.data} />}
    </form>
  );
}
