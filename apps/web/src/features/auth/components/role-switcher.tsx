import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserData } from '@pamoja/contract/auth';
import type { Role } from '@pamoja/contract/roles';
import { homePath } from '../../../shared/session/role-home';
import { useSwitchRole } from '../api/switch-role';

/** Only the roles the person holds; a switch lands on the new role's home. */
export function RoleSwitcher({
  userData,
  onSwitched,
}: {
  userData: UserData;
  onSwitched: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const mutation = useSwitchRole();

  if (userData.roles.length < 2) {
    return (
      <p className="user-menu-field mb-0">
        <span className="form-label d-block">{t('userMenu.role')}</span>
        {t(`roles.${userData.role}`)}
      </p>
    );
  }

  const onChange = (role: Role) =>
    mutation.mutate(role, {
      onSuccess: ({ data }) => {
        onSwitched();
        void navigate(homePath(data.userData), { replace: true });
      },
    });

  return (
    <div className="user-menu-field">
      <label className="form-label" htmlFor={id}>
        {t('userMenu.role')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={userData.role}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {userData.roles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
