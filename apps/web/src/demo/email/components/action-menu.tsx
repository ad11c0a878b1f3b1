import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useDisclosure } from '../../../shared/hooks/use-disclosure';

export interface ActionMenuItem {
  id: string;
  label: ReactNode;
  /** Set for a toggle (a label a mail has or not); absent for a plain action. */
  checked?: boolean | 'mixed';
  onSelect: () => void;
}

interface ActionMenuProps {
  /** The button's accessible name, and its text unless `icon` is given. */
  label: string;
  icon?: ReactNode;
  items: readonly ActionMenuItem[];
  disabled?: boolean;
  align?: 'start' | 'end';
}

function targetOf(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A menu button (WAI-ARIA): the first item has the focus when it opens, arrows move, Enter or
 * Space choose, Escape or Tab close, and the focus returns to the button.
 */
export function ActionMenu({ label, icon, items, disabled, align = 'end' }: ActionMenuProps) {
  const id = useId();
  const { open, setOpen, root, toggle } = useDisclosure();
  const entries = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) entries.current[0]?.focus();
  }, [open]);

  const choose = (item: ActionMenuItem) => {
    setOpen(false);
    toggle.current?.focus();
    item.onSelect();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Tab') return setOpen(false);
    const target = targetOf(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    entries.current[target]?.focus();
  };

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-sm btn-icon btn-outline-secondary d-inline-flex align-items-center gap-1"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={icon ? label : undefined}
        title={icon ? label : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {icon ?? label}
      </button>
      <ul
        id={`${id}-menu`}
        role="menu"
        aria-label={label}
        className={`dropdown-menu dropdown-menu-${align}${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {items.map((item, index) => (
          <li key={item.id} role="none">
            <button
              ref={(element) => {
                entries.current[index] = element;
              }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              tabIndex={-1}
              className="dropdown-item d-flex align-items-center gap-2"
              onClick={() => choose(item)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
