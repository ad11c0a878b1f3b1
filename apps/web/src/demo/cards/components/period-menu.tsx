import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { useDisclosure } from '../../../shared/hooks/use-disclosure';
import { PERIODS } from '../lib/periods';
import type { Period } from '../lib/periods';

interface PeriodMenuProps {
  /** The card the menu belongs to: part of the button's name (several menus on one page). */
  card: string;
  value: Period;
  onChange: (period: Period) => void;
}

/** Where an arrow, Home or End key takes the focus from item `index` of `count`. */
function targetOf(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The analytics period menu (WAI-ARIA menu button): the checked period has the focus when it
 * opens, arrows move, Enter or Space choose, Escape or Tab close; the focus returns to the button.
 */
export function PeriodMenu({ card, value, onChange }: PeriodMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const { open, setOpen, root, toggle } = useDisclosure();
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[PERIODS.indexOf(value)]?.focus();
  }, [open, value]);

  const choose = (period: Period) => {
    setOpen(false);
    toggle.current?.focus();
    if (period !== value) onChange(period);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Tab') return setOpen(false);
    const target = targetOf(event.key, index, PERIODS.length);
    if (target === null) return;
    event.preventDefault();
    items.current[target]?.focus();
  };

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{t('demoDashboards.period', { card })}:</span>{' '}
        {t(`demoDashboards.periods.${value}`)}
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      <ul
        id={`${id}-menu`}
        role="menu"
        aria-label={t('demoDashboards.period', { card })}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {PERIODS.map((period, index) => (
          <li key={period} role="none">
            <button
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={period === value}
              tabIndex={-1}
              className={`dropdown-item${period === value ? ' active' : ''}`}
              onClick={() => choose(period)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(`demoDashboards.periods.${period}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
