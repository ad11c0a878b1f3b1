import { UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAllUsers } from '../api/list-all-users';
import type { Tone } from '../lib/user-options';
import '../users.scss';

/** The list's four stat cards, counted from the whole directory (they follow adds and deletes). */
export function UserStats() {
  const { t, i18n } = useTranslation('demo-users');
  const all = useAllUsers();
  const users = all.data ?? [];
  const count = (status?: string) =>
    all.data === undefined
      ? '…'
      : new Intl.NumberFormat(i18n.language).format(
          status ? users.filter((user) => user.status === status).length : users.length,
        );
  const cards: [string, string, LucideIcon, Tone][] = [
    [t('stats.total'), count(), Users, 'primary'],
    [t('stats.active'), count('active'), UserCheck, 'success'],
    [t('stats.pending'), count('pending'), UserPlus, 'warning'],
    [t('stats.inactive'), count('inactive'), UserX, 'danger'],
  ];
  return (
    <ul className="row g-3 list-unstyled mb-3" aria-label={t('stats.label')}>
      {cards.map(([label, value, Icon, tone]) => (
        <li key={label} className="col-6 col-lg-3">
          <div className="card h-100">
            <div className="card-body d-flex align-items-center justify-content-between gap-2">
              <div>
                <p className="h4 mb-0">{value}</p>
                <p className="mb-0 small text-body-secondary">{label}</p>
              </div>
              <span
                className={`user-stat-icon bg-${tone}-subtle text-${tone}-emphasis`}
                aria-hidden="true"
              >
                <Icon size={20} />
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
