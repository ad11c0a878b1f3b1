import { useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, PointerEvent } from 'react';
import './ripple.scss';

/** How long one ripple lasts: the template's ripple constant. */
export const RIPPLE_MS = 500;

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

let nextId = 1;

/**
 * A button that ripples from where it is pressed (from its centre when pressed with a key),
 * each ripple removed after RIPPLE_MS. The ripple is decoration: hidden from screen readers.
 */
export function RippleButton({
  className = '',
  children,
  onPointerDown,
  onClick,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const ripple = (button: HTMLButtonElement, clientX?: number, clientY?: number) => {
    const box = button.getBoundingClientRect();
    const size = Math.max(box.width, box.height) * 2;
    const x = (clientX === undefined ? box.width / 2 : clientX - box.left) - size / 2;
    const y = (clientY === undefined ? box.height / 2 : clientY - box.top) - size / 2;
    const id = nextId++;
    setRipples((current) => [...current, { id, x, y, size }]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setRipples((current) => current.filter((item) => item.id !== id));
    }, RIPPLE_MS);
    timers.current.add(timer);
  };

  const pointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    ripple(event.currentTarget, event.clientX, event.clientY);
    onPointerDown?.(event);
  };
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A click with no pointer behind it (detail 0) came from Enter or Space.
    if (event.detail === 0) ripple(event.currentTarget);
    onClick?.(event);
  };

  return (
    <button
      type={type}
      className={`${className} ripple-host`.trim()}
      onPointerDown={pointerDown}
      onClick={click}
      {...props}
    >
      {children}
      {ripples.map((item) => (
        <span
          key={item.id}
          className="ripple"
          aria-hidden="true"
          data-testid="ripple"
          style={{ left: item.x, top: item.y, width: item.size, height: item.size }}
        />
      ))}
    </button>
  );
}
