import { useTranslation } from 'react-i18next';
import type { MenuBadge as MenuBadgeData } from './menu-types';

/** A group's badge, in the subtle tint of its colour (readable in light and dark skins). */
export function MenuBadge({ badge }: { badge: MenuBadgeData }) {
  const { t } = useTranslation();
  return (
    <span
      className={`menu-badge badge rounded-pill bg-${badge.variant}-subtle text-${badge.variant}-emphasis`}
    >
      {badge.textKey ? t(badge.textKey) : badge.text}
    </span>
  );
}
