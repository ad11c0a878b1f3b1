import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface BeneficiaryTab {
  id: string;
  label: string;
  icon: LucideIcon;
  render: () => ReactNode;
}

interface BeneficiaryTabsProps {
  tabs: readonly BeneficiaryTab[];
  active: string;
  onSelect: (id: string) => void;
  label: string;
}

const STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel renders. */
export function BeneficiaryTabs({ tabs, active, onSelect, label }: BeneficiaryTabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    const next =
      step !== undefined
        ? (index + step + tabs.length) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : null;
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div className="nav nav-tabs beneficiary-tabs" role="tablist" aria-label={label}>
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
      >
        {current.render()}
      </div>
    </>
  );
}
