import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

interface RoleHomeProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** A role's landing page until its real screens arrive: who you are, as what, and where next. */
export function RoleHome({ title, text, children }: RoleHomeProps) {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="role-home-title">
      <h1 id="role-home-title" className="h3 mb-4">
        {title}
      </h1>
      <div className="card">
        <div className="card-body">
          {userData && (
            <h2 className="h5">
              {t('roleHome.welcome', {
                name: userData.firstName,
                role: t(`roles.${userData.role}`),
              })}
            </h2>
          )}
          <p className="text-body-secondary">{text}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/profile" className="btn btn-primary">
              {t('roleHome.profile')}
            </Link>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
