import { useTranslation } from 'react-i18next';
import { RoleHome } from '../components/role-home';

/** `/home`: members and instructors land here (the contract's ROLE_HOME). */
export function MemberHomeRoute() {
  const { t } = useTranslation();
  return <RoleHome title={t('roleHome.member.title')} text={t('roleHome.member.text')} />;
}
