import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';

const TaskPanel = lazy(async () => ({ default: (await import('./task-panel')).TaskPanel }));

/**
 * The panel's form (react-hook-form, zod, the offcanvas) loads when it is first opened, not with
 * the list. Once opened it stays, so it can close with its animation.
 */
export function LazyTaskPanel(props: ComponentProps<typeof TaskPanel>) {
  const [opened, setOpened] = useState(props.task !== null);
  if (props.task !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TaskPanel {...props} />
    </Suspense>
  );
}
