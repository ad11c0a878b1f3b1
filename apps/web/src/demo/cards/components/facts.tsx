import type { ReactNode } from 'react';
import '../cards.scss';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A card's figures as a description list: a name, then its value, side by side as room allows. */
export function Facts({ items, className = '' }: { items: readonly Fact[]; className?: string }) {
  return (
    <dl className={`demo-facts ${className}`}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className="small fw-normal">{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
