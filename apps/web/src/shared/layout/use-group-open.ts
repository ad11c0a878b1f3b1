import { useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { MenuGroup } from './menu-types';

/** Whether one of the group's links is the current page, by NavLink's own rule. */
export function useGroupActive(group: MenuGroup): boolean {
  const { pathname } = useLocation();
  return group.children.some(
    (child) => matchPath({ path: child.to, end: child.end ?? false }, pathname) !== null,
  );
}

/**
 * A group's open state: open on the page of one of its links, and opened again whenever the
 * person arrives on one (a link followed from elsewhere); otherwise as the person left it.
 */
export function useGroupOpen(group: MenuGroup) {
  const active = useGroupActive(group);
  const [open, setOpen] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  // Adjusting state while rendering (not in an effect): no frame is drawn with the group shut.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  return { active, open, setOpen };
}
