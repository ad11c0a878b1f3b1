import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../shared/session/session-store';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

/** Placeholder until the dashboards land: `/` is kept for the template's e-commerce dashboard. */
export function HomeRoute() {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  useDocumentTitle(t('home.title'));
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="h3 mb-4">
        {t('home.title')}
      </h1>
      <div className="card">
        <div className="card-body">
          <h2 className="h5">
            {userData ? t('home.welcomeUser', { name: userData.firstName }) : t('home.welcome')}
          </h2>
          <p className="mb-3 text-body-secondary">{t('home.text')}</p>
          {!userData && (
            <Link to="/login" className="btn btn-primary">
              {t('navbar.signIn')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
