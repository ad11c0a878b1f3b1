import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { OrganisationBalance } from '../components/organisation-balance';
import { RoleHome } from '../components/role-home';

/**
 * `/admin`: admins land here (the contract's ROLE_HOME): the organisation they act for and its
 * wallet, which its shop's sales fill. Organisation management grows around it.
 */
export function AdminHomeRoute() {
  const { t } = useTranslation();
  const organisationId = useSessionStore((state) => state.organisationId);
  const organisationName = useSessionStore(
    (state) => state.userData?.organisations.find((item) => item.id === organisationId)?.name,
  );
  return (
    <>
      <RoleHome title={t('roleHome.admin.title')} text={t('roleHome.admin.text')} />
      <div className="row mt-4">
        <div className="col-lg-6">
          {organisationId ? (
            <OrganisationBalance
              organisationId={organisationId}
              organisationName={organisationName ?? ''}
            />
          ) : (
            <p className="alert alert-info mb-0" role="status">
              {t('shop.organisationWallet.noOrganisation')}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
