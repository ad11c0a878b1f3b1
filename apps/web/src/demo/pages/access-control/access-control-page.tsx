import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { endDemoSession, useDemoAbility, useDemoSession } from '../../auth/demo-session';
import { demoCan } from '../../mock/auth/demo-ability';
import { AbilityCard } from './ability-card';

/**
 * `/access-control`: the template's ACL demo on the demo login (never the product's roles).
 * A common card for everyone, what the demo ability allows, and a card only Analytics readers see.
 */
export function AccessControlRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('demo.accessControl.title'));
  const userData = useDemoSession((state) => state.userData);
  const ability = useDemoAbility();
  const statusHeading = useRef<HTMLHeadingElement>(null);

  const signOut = () => {
    endDemoSession();
    // The button goes with the login; the focus goes to what the page now says.
    statusHeading.current?.focus();
  };

  return (
    <section aria-labelledby="access-control-title">
      <h1 id="access-control-title" className="h3 mb-2">
        {t('demo.accessControl.title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('demo.accessControl.intro')}</p>
      <div className="card mb-4">
        <div className="card-body">
          <h2 ref={statusHeading} tabIndex={-1} className="h5">
            {userData
              ? t('demo.accessControl.signedIn', { name: userData.fullName, email: userData.email })
              : t('demo.accessControl.signedOut')}
          </h2>
          {userData ? (
            <button type="button" className="btn btn-outline-danger" onClick={signOut}>
              {t('demo.accessControl.signOut')}
            </button>
          ) : (
            <>
              <p>{t('demo.accessControl.defaultAbility')}</p>
              <Link to="/pages/login-basic" className="btn btn-primary">
                {t('demo.accessControl.signIn')}
              </Link>
            </>
          )}
        </div>
      </div>
      <div className="row g-4">
        <div className="col-md-6">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5">{t('demo.accessControl.common')}</h2>
              <p className="mb-0">{t('demo.accessControl.commonText')}</p>
            </div>
          </div>
        </div>
        <div className="col-md-6">
          <AbilityCard ability={ability} />
        </div>
        {demoCan(ability, 'read', 'Analytics') && (
          <div className="col-md-6">
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h5">{t('demo.accessControl.analytics')}</h2>
                <p className="mb-0">{t('demo.accessControl.analyticsText')}</p>
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
