import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, LogIn, LogOut, UserRound } from 'lucide-react';
import { useDisclosure } from '../../../shared/hooks/use-disclosure';
import { useSessionStore } from '../../../shared/session/session-store';
import { useLogout } from '../api/logout';
import { OrganisationSwitcher } from './organisation-switcher';
import { RoleSwitcher } from './role-switcher';
import './user-menu.scss';

function initials(fullName: string): string {
  const letters = fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase());
  return `${letters[0] ?? ''}${letters.length > 1 ? letters[letters.length - 1] : ''}`;
}

/** Navbar: who is signed in and as what, the role and organisation switchers, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userData = useSessionStore((state) => state.userData);
  const { logout } = useLogout();
  const { open, setOpen, root, toggle } = useDisclosure();
  const panelId = useId();

  if (!userData) {
    return (
      <Link to="/login" className="btn btn-sm btn-primary">
        <LogIn size={16} aria-hidden="true" /> {t('navbar.signIn')}
      </Link>
    );
  }

  const signOut = () => {
    void logout();
    void navigate('/login', { replace: true });
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="user-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu-avatar" aria-hidden="true">
          {initials(userData.fullName)}
        </span>
        <span className="user-menu-text">
          <span className="user-menu-name">{userData.fullName}</span>
          <span className="user-menu-role">{t(`roles.${userData.role}`)}</span>
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="user-menu-panel" role="group" aria-label={t('userMenu.label')}>
          <p className="user-menu-email text-body-secondary">{userData.email}</p>
          <RoleSwitcher userData={userData} onSwitched={() => setOpen(false)} />
          <OrganisationSwitcher userData={userData} />
          <hr />
          <Link to="/profile" className="user-menu-link" onClick={() => setOpen(false)}>
            <UserRound size={16} aria-hidden="true" /> {t('userMenu.profile')}
          </Link>
          <button type="button" className="user-menu-link" onClick={signOut}>
            <LogOut size={16} aria-hidden="true" /> {t('navbar.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
