import { useTranslation } from 'react-i18next';
import { RoleHome } from '../components/role-home';

/** `/leads`: agents land here (DESIGN §5); the leads screens replace this placeholder. */
export function LeadsHomeRoute() {
  const { t } = useTranslation();
  return <RoleHome title={t('roleHome.leads.title')} text={t('roleHome.leads.text')} />;
}
