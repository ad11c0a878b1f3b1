import { useTranslation } from 'react-i18next';
import { RoleHome } from '../components/role-home';

/**
 * `/admin`: admins land here (the contract's ROLE_HOME); organisation management replaces this
 * placeholder.
 */
export function AdminHomeRoute() {
  const { t } = useTranslation();
  return <RoleHome title={t('roleHome.admin.title')} text={t('roleHome.admin.text')} />;
}
