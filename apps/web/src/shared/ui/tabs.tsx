import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import './tabs.scss';

export interface TabItem {
  id: string;
  label: string;
  icon?: LucideIcon;
  render: () => ReactNode;
}

interface TabsProps {
  tabs: readonly TabItem[];
  active: string;
  onSelect: (id: string) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Extra classes for the tab list (a feature's own spacing). */
  className?: string;
  /** Bootstrap's look: underlined tabs (default) or pills. */
  variant?: 'tabs' | 'pills';
  /** A vertical list moves with ↑ ↓ instead of ← →. */
  orientation?: 'horizontal' | 'vertical';
}

/** Where each key takes the focus from tab `index` of `count` (wrapping at both ends). */
function targetOf(key: string, index: number, count: number, vertical: boolean): number | null {
  if (key === (vertical ? 'ArrowDown' : 'ArrowRight')) return (index + 1) % count;
  if (key === (vertical ? 'ArrowUp' : 'ArrowLeft')) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel renders. */
export function Tabs({
  tabs,
  active,
  onSelect,
  label,
  className = '',
  variant = 'tabs',
  orientation = 'horizontal',
}: TabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = targetOf(event.key, index, tabs.length, orientation === 'vertical');
    const tab = target === null ? undefined : tabs[target];
    if (target === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <>
      <div
        className={`nav nav-${variant} ${className}`.trim()}
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              className={`nav-link d-inline-flex align-items-center gap-2 ${selected ? 'active' : ''}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.icon && <tab.icon size={16} aria-hidden="true" />}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${current.id}`}
        aria-labelledby={`${id}-tab-${current.id}`}
        tabIndex={0}
      >
        {current.render()}
      </div>
    </>
  );
}
