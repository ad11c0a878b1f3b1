import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';

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
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
