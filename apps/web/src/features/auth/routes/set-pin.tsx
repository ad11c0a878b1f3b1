import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { useLogout } from '../api/logout';
import { AuthCard } from '../components/auth-card';
import { SetPinForm } from '../components/set-pin-form';

/** Required after login while the account has no PIN (the guards send people here). */
export function SetPinRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userData = useSessionStore((state) => state.userData);
  const { logout } = useLogout();
  if (!userData) return null;

  const signOut = () => {
    void logout();
    void navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      title={t('auth.setPin.title')}
      intro={t('auth.setPin.intro', { name: userData.firstName })}
    >
      <SetPinForm userId={userData.id} />
      <p className="text-center mt-3 mb-0">
        <button type="button" className="btn btn-link p-0" onClick={signOut}>
          {t('auth.setPin.notNow')}
        </button>
      </p>
    </AuthCard>
  );
}
