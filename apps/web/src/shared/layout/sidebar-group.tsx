import { useId } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuBadge } from './menu-badge';
import { useGroupOpen } from './use-group-open';
import type { MenuGroup } from './menu-types';

interface SidebarGroupProps {
  group: MenuGroup;
  /** Icons-only sidebar: the group's name goes in a tooltip. */
  collapsed?: boolean;
  /** Offcanvas: closes after a link is followed. */
  onNavigate?: () => void;
}

/** A collapsible group of the sidebar (and of the phone offcanvas, which draws the sidebar). */
export function SidebarGroup({ group, collapsed, onNavigate }: SidebarGroupProps) {
  const { t } = useTranslation();
  const listId = useId();
  const { active, open, setOpen } = useGroupOpen(group);
  const title = t(group.titleKey);
  return (
    <li className="sidebar-group">
      <button
        type="button"
        className={`sidebar-link sidebar-group-toggle${active ? ' has-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        title={collapsed ? title : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <group.icon size={20} aria-hidden="true" className="sidebar-link-icon" />
        <span className="sidebar-label sidebar-group-title">{title}</span>
        {group.badge && (
          <span className="sidebar-label">
            <MenuBadge badge={group.badge} />
          </span>
        )}
        <span className="menu-caret" aria-hidden="true" />
      </button>
      {/* Kept in the page while shut (hidden), so aria-controls always names an element. */}
      <ul id={listId} className="sidebar-sublist" hidden={!open}>
        {group.children.map((child) => (
          <li key={child.id}>
            <NavLink
              to={child.to}
              end={child.end}
              className="sidebar-link sidebar-sublink"
              title={collapsed ? t(child.titleKey) : undefined}
              onClick={onNavigate}
            >
              <span className="menu-dot" aria-hidden="true" />
              <span className="sidebar-label">{t(child.titleKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
