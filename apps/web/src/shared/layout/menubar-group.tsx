import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../hooks/use-disclosure';
import { MenuBadge } from './menu-badge';
import { useGroupActive } from './use-group-open';
import type { MenuGroup } from './menu-types';

/** Where the panel goes: under its button, in the viewport's coordinates. */
interface Place {
  top: number;
  start: number;
}

function placeUnder(button: HTMLElement, rtl: boolean): Place {
  const box = button.getBoundingClientRect();
  return { top: box.bottom + 4, start: rtl ? window.innerWidth - box.right : box.left };
}

function focusLink(list: HTMLElement | null, step: 1 | -1 | 0): void {
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = step === 0 ? 0 : (at + step + links.length) % links.length;
  links[next]?.focus();
}

/**
 * A group of the horizontal bar: a button opening its links below it. The bar scrolls sideways,
 * which would clip a panel inside it, so the panel is fixed under the button (and shuts when the
 * page scrolls or resizes). Its button is lit while one of its links is the current page.
 */
export function MenubarGroup({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  const listId = useId();
  const active = useGroupActive(group);
  const { open, setOpen, root, toggle } = useDisclosure<HTMLLIElement>();
  const [place, setPlace] = useState<Place>({ top: 0, start: 0 });

  useEffect(() => {
    if (!open) return;
    const shut = () => setOpen(false);
    window.addEventListener('resize', shut);
    window.addEventListener('scroll', shut, true);
    return () => {
      window.removeEventListener('resize', shut);
      window.removeEventListener('scroll', shut, true);
    };
  }, [open, setOpen]);

  const show = (focusFirst: boolean) => {
    if (toggle.current) setPlace(placeUnder(toggle.current, document.dir === 'rtl'));
    setOpen(true);
    // The list is drawn on the next frame; focus moves into it then.
    if (focusFirst) requestAnimationFrame(() => focusLink(document.getElementById(listId), 0));
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    show(true);
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLink(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
  };

  return (
    <li ref={root} className="menubar-group">
      <button
        ref={toggle}
        type="button"
        className={`menubar-link${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? setOpen(false) : show(false))}
        onKeyDown={onButtonKey}
      >
        <group.icon size={18} aria-hidden="true" />
        <span>{t(group.titleKey)}</span>
        {group.badge && <MenuBadge badge={group.badge} />}
        <span className="menu-caret" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className="menubar-dropdown"
        hidden={!open}
        style={{ top: place.top, insetInlineStart: place.start }}
        onKeyDown={onListKey}
      >
        {group.children.map((child) => (
          <li key={child.id}>
            <NavLink
              to={child.to}
              end={child.end}
              className="menubar-dropdown-link"
              onClick={() => setOpen(false)}
            >
              <span className="menu-dot" aria-hidden="true" />
              <span>{t(child.titleKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
