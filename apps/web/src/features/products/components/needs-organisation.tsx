import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';

interface NeedsOrganisationProps {
  /** A SUPER_ADMIN may list every business's products without choosing one. */
  allowNone?: boolean;
  children: ReactNode;
}

/** Products belong to a business: without one chosen, say where to choose it. */
export function NeedsOrganisation({ allowNone = false, children }: NeedsOrganisationProps) {
  const { t } = useTranslation();
  const organisation = useSessionStore((state) => state.organisationId);
  if (organisation !== null || allowNone) return <>{children}</>;
  return (
    <p className="alert alert-info mb-0">
      {t('products.noOrganisation')}{' '}
      <Link to="/organisations">{t('products.chooseOrganisation')}</Link>
    </p>
  );
}
