import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import './context-menu.scss';

export interface MenuAction {
  id: string;
  label: string;
}

interface ContextMenuAreaProps {
  /** Names the area; said with how to open its menu. */
  label: string;
  hint: string;
  actions: readonly MenuAction[];
  onAction: (action: MenuAction) => void;
  /** Which click opens the menu: right (the usual), left or double. */
  trigger?: 'context' | 'click' | 'double';
  children: ReactNode;
}

interface Place {
  x: number;
  y: number;
}

/**
 * An area with its own menu: the chosen click, or Shift+F10 / the Menu key while it has the
 * focus. ↑ ↓ Home End move, Enter picks, Esc closes and gives the focus back to the area.
 */
export function ContextMenuArea({
  label,
  hint,
  actions,
  onAction,
  trigger = 'context',
  children,
}: ContextMenuAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<Place>();
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!place) return;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [place, active]);
  useEffect(() => {
    if (!place) return;
    const away = (event: globalThis.MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setPlace(undefined);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [place]);

  const openAt = (x: number, y: number) => {
    const box = area.current?.getBoundingClientRect();
    if (!box) return;
    setActive(0);
    setPlace({ x: Math.min(x - box.left, box.width - 180), y: y - box.top });
  };
  const close = () => {
    setPlace(undefined);
    area.current?.focus();
  };
  const pick = (action: MenuAction) => {
    close();
    onAction(action);
  };
  const fromMouse = (event: MouseEvent) => {
    event.preventDefault();
    openAt(event.clientX, event.clientY);
  };
  const areaKeys = (event: KeyboardEvent) => {
    if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') {
      event.preventDefault();
      const box = area.current?.getBoundingClientRect();
      if (box) openAt(box.left + 16, box.top + 16);
    }
  };
  const menuKeys = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div
      ref={area}
      className="context-area"
      tabIndex={0}
      role="group"
      aria-label={label}
      aria-description={hint}
      onContextMenu={trigger === 'context' ? fromMouse : undefined}
      onClick={trigger === 'click' ? fromMouse : undefined}
      onDoubleClick={trigger === 'double' ? fromMouse : undefined}
      onKeyDown={areaKeys}
    >
      {children}
      {place && (
        <ul
          ref={menu}
          role="menu"
          aria-label={label}
          className="context-menu dropdown-menu show"
          style={{ left: Math.max(0, place.x), top: place.y }}
          onKeyDown={menuKeys}
          onClick={(event) => event.stopPropagation()}
        >
          {actions.map((action, index) => (
            <li key={action.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                className="dropdown-item"
                onClick={() => pick(action)}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
