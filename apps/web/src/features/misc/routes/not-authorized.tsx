import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldX } from 'lucide-react';
import { MiscPage } from '../components/misc-page';

export function NotAuthorizedRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      icon={ShieldX}
      title={t('misc.notAuthorized.title')}
      emoji="🔐"
      text={t('misc.notAuthorized.text')}
      actions={
        <>
          <Link to="/" className="btn btn-primary">
            {t('misc.backHome')}
          </Link>
          <Link to="/login" className="btn btn-outline-secondary">
            {t('misc.notAuthorized.signIn')}
          </Link>
        </>
      }
    />
  );
}
