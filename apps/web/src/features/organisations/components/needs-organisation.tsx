import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';

/** Lists scoped by `x-organization` need one chosen; without it, say where to choose. */
export function NeedsOrganisation({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const organisation = useSessionStore((state) => state.organisationId);
  if (organisation !== null) return <>{children}</>;
  return (
    <p className="alert alert-info mb-0">
      {t('organisations.noOrganisation')}{' '}
      <Link to="/organisations">{t('organisations.mine.title')}</Link>
    </p>
  );
}
