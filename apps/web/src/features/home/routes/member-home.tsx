import { useTranslation } from 'react-i18next';
import { RoleHome } from '../components/role-home';

/** `/home`: members and instructors land here (DESIGN §5). */
export function MemberHomeRoute() {
  const { t } = useTranslation();
  return <RoleHome title={t('roleHome.member.title')} text={t('roleHome.member.text')} />;
}
