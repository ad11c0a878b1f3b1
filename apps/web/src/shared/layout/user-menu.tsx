import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LogIn, LogOut } from 'lucide-react';
import { useSessionStore } from '../session/session-store';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userData = useSessionStore((state) => state.userData);
  const clearSession = useSessionStore((state) => state.clearSession);

  if (!userData) {
    return (
      <Link to="/login" className="btn btn-sm btn-primary">
        <LogIn size={16} aria-hidden="true" /> {t('navbar.signIn')}
      </Link>
    );
  }

  const signOut = () => {
    clearSession();
    // Every cached answer belonged to that user (DESIGN §5: logout clears every slot).
    queryClient.clear();
    void navigate('/login');
  };

  return (
    <div className="user-menu">
      <span className="user-menu-name">{userData.fullName}</span>
      <button type="button" className="btn btn-sm btn-ghost" onClick={signOut}>
        <LogOut size={16} aria-hidden="true" /> {t('navbar.signOut')}
      </button>
    </div>
  );
}
