import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserData } from '@pamoja/contract/auth';
import { eligibleOrganisations } from '../../../shared/session/organisation';
import { useSessionStore } from '../../../shared/session/session-store';

/**
 * Sets the stored organisation the HTTP client sends as `x-organization`. Only organisations
 * where the active role is held are offered: the server refuses the others.
 */
export function OrganisationSwitcher({ userData }: { userData: UserData }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const organisationId = useSessionStore((state) => state.organisationId);
  const setOrganisation = useSessionStore((state) => state.setOrganisation);
  const organisations = eligibleOrganisations(userData);

  if (organisations.length === 0) {
    return (
      <p className="user-menu-field mb-0">
        <span className="form-label d-block">{t('userMenu.organisation')}</span>
        <span className="text-body-secondary">{t('userMenu.noOrganisation')}</span>
      </p>
    );
  }

  const onChange = (next: string) => {
    setOrganisation(next === '' ? null : next);
    // Every cached answer was scoped to the previous organisation: the page asks again.
    void queryClient.resetQueries();
  };

  return (
    <div className="user-menu-field">
      <label className="form-label" htmlFor={id}>
        {t('userMenu.organisation')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={organisationId ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {!organisationId && <option value="">{t('userMenu.chooseOrganisation')}</option>}
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </select>
    </div>
  );
}
