import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLayoutStore } from '../customizer/layout-store';

/**
 * Keyed by path so the entry animation replays on each navigation. After a navigation the new
 * page starts at its top, and so does focus, for keyboard and screen-reader users. (Cheaper
 * than React Router's ScrollRestoration, which costs ~1 KB gzip of the /login budget.)
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const transition = useLayoutStore((state) => state.transition);
  const ref = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div key={pathname} ref={ref} tabIndex={-1} className={`route-transition route-${transition}`}>
      {children}
    </div>
  );
}
