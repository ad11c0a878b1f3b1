import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import './profile-tabs.scss';

export interface ProfileTab {
  id: string;
  label: string;
  icon: LucideIcon;
  render: () => ReactNode;
}

interface ProfileTabsProps {
  tabs: readonly ProfileTab[];
  active: string;
  onSelect: (id: string) => void;
  label: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the chosen panel is rendered. */
export function ProfileTabs({ tabs, active, onSelect, label }: ProfileTabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div className="nav nav-tabs profile-tabs" role="tablist" aria-label={label}>
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
              className={`nav-link ${selected ? 'active' : ''}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <tab.icon size={16} aria-hidden="true" />
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
