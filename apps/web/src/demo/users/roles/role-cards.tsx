import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import { UserAvatar } from '../components/user-avatar';
import type { RoleCard } from './role-model';

interface RoleCardsProps {
  roles: readonly RoleCard[];
  users: readonly DirectoryUser[];
  onEdit: (role: RoleCard) => void;
  onAdd: () => void;
}

const SHOWN_AVATARS = 4;

/** One card per role: how many users hold it, a few of their faces, and its edit button. */
export function RoleCards({ roles, users, onEdit, onAdd }: RoleCardsProps) {
  const { t, i18n } = useTranslation('demo-users');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="row g-3 list-unstyled mb-3" aria-label={t('roles.cards')}>
      {roles.map((role, index) => {
        // The demo's users have no such roles: each card borrows a few faces from the directory.
        const faces = users.slice(index * SHOWN_AVATARS, index * SHOWN_AVATARS + SHOWN_AVATARS);
        return (
          <li key={role.id} className="col-12 col-md-6 col-xl-4">
            <div className="card h-100">
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-center gap-2 mb-2">
                  <p className="mb-0 small text-body-secondary">
                    {t('roles.total', { total: number.format(role.users) })}
                  </p>
                  <ul
                    className="user-avatar-group"
                    aria-label={t('roles.some', { role: role.name })}
                  >
                    {faces.map((user) => (
                      <li key={user.id} title={user.fullName}>
                        <UserAvatar name={user.fullName} src={user.avatar} />
                        <span className="visually-hidden">{user.fullName}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <h2 className="h5 mb-1">{role.name}</h2>
                <button
                  type="button"
                  className="btn btn-link p-0"
                  onClick={() => onEdit(role)}
                  aria-label={t('roles.editNamed', { role: role.name })}
                >
                  {t('roles.edit')}
                </button>
              </div>
            </div>
          </li>
        );
      })}
      <li className="col-12 col-md-6 col-xl-4">
        <div className="card h-100">
          <div className="card-body d-flex flex-column align-items-start justify-content-center gap-2">
            <p className="mb-0 small text-body-secondary">{t('roles.addText')}</p>
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center gap-1"
              onClick={onAdd}
            >
              <Plus size={16} aria-hidden="true" />
              {t('roles.add')}
            </button>
          </div>
        </div>
      </li>
    </ul>
  );
}
