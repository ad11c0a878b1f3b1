import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';

const EventPanel = lazy(async () => ({ default: (await import('./event-panel')).EventPanel }));

/**
 * The panel's form (react-hook-form, zod, the offcanvas) loads when it is first opened: with
 * FullCalendar the page would pass its budget otherwise. Once opened it stays, so it can close
 * with its animation.
 */
export function LazyEventPanel(props: ComponentProps<typeof EventPanel>) {
  const [opened, setOpened] = useState(props.state !== null);
  if (props.state !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <EventPanel {...props} />
    </Suspense>
  );
}
