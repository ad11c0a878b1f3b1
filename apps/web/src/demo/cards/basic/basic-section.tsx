import { useId } from 'react';
import type { ReactNode } from 'react';

/** One group of the basic cards page: a titled section, its cards in a grid. */
export function BasicSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      <div className="row g-3">{children}</div>
    </section>
  );
}
