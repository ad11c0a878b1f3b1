import { lazy, Suspense, type ComponentProps } from 'react';

const MenuOffcanvas = lazy(async () => ({
  default: (await import('./menu-offcanvas')).MenuOffcanvas,
}));

/**
 * The menu as a drawer, for narrow screens only: its code (react-bootstrap's Offcanvas) loads
 * when the layout first needs it, so wide screens never pay for it.
 */
export function LazyMenuOffcanvas(props: ComponentProps<typeof MenuOffcanvas>) {
  return (
    <Suspense fallback={null}>
      <MenuOffcanvas {...props} />
    </Suspense>
  );
}
