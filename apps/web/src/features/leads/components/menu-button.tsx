import { useId } from 'react';
import type { ReactNode } from 'react';
import { useDisclosure } from '../../../shared/hooks/use-disclosure';

interface MenuButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  /** Given a way to close the panel once a choice is made. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}

/**
 * A button that shows a small panel under it (a disclosure): Escape or a click elsewhere closes
 * it and gives the focus back to the button.
 */
export function MenuButton({ label, icon, children, align = 'end' }: MenuButtonProps) {
  const id = useId();
  const { open, setOpen, root: box, toggle: button } = useDisclosure();

  return (
    <div className="leads-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {icon}
        {label}
      </button>
      {open && (
        <div id={`${id}-panel`} className={`leads-menu-panel card shadow-sm leads-menu-${align}`}>
          <div className="card-body p-2">{children(() => setOpen(false))}</div>
        </div>
      )}
    </div>
  );
}
