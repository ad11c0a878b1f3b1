import { useTranslation } from 'react-i18next';
import { RoleHome } from '../components/role-home';

/** `/leads`: agents land here (the contract's ROLE_HOME); the leads screens replace this one. */
export function LeadsHomeRoute() {
  const { t } = useTranslation();
  return <RoleHome title={t('roleHome.leads.title')} text={t('roleHome.leads.text')} />;
}
