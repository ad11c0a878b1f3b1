import { Award, BookMarked, GraduationCap, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/learning', key: 'catalogue', icon: GraduationCap, end: true },
  { to: '/learning/my', key: 'my', icon: BookMarked, end: false },
  { to: '/learning/certificates', key: 'certificates', icon: Award, end: false },
  { to: '/learning/achievements', key: 'achievements', icon: Trophy, end: false },
] as const;

/** The learner's pages, one click from each other. */
export function LearningLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('learning.links.label')} className="d-flex flex-wrap gap-2">
      {LINKS.map(({ to, key, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            `btn btn-sm d-inline-flex align-items-center gap-1 ${isActive ? 'btn-primary' : 'btn-outline-primary'}`
          }
        >
          <Icon size={16} aria-hidden="true" />
          {t(`learning.links.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
