import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanManageCourses } from '../hooks/use-can-manage-courses';

/** `/learning` is open to every learner; the studio pages under it turn members away here. */
export function StudioGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (useCanManageCourses()) return <>{children}</>;
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{t('studio.notAllowed')}</p>
      <Link to="/learning">{t('studio.toLearning')}</Link>
    </div>
  );
}
