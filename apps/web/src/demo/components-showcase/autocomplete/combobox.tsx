import { useId, useMemo, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterItems, groupItems } from './filter-items';
import './combobox.scss';

interface ComboboxProps<T> {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  textOf: (item: T) => string;
  /** How an option looks (its text by default). */
  renderOption?: (item: T) => ReactNode;
  /** Puts the options in named sections. */
  groupOf?: (item: T) => string;
  /** At most this many suggestions. */
  limit?: number;
  /** Suggests the first items before anything is typed. */
  defaults?: boolean;
  onChoose?: (item: T) => void;
}

/**
 * A WAI-ARIA combobox with a list popup: typing filters, ↓ ↑ move through the suggestions
 * (the focus stays in the field), Enter chooses, Escape closes the list (and then clears).
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, items, keyOf, textOf, renderOption, groupOf, limit, defaults, onChoose } = props;
  const { t } = useTranslation('demo-ui');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const groups = useMemo(
    () => groupItems(filterItems(items, text, textOf, { limit, defaults }), groupOf),
    [items, text, textOf, limit, defaults, groupOf],
  );
  const options = groups.flatMap((group) => group.items.map((entry) => entry.item));
  const shown = open && (options.length > 0 || text.trim() !== '');
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (item: T) => {
    setText(textOf(item));
    setOpen(false);
    setActive(-1);
    onChoose?.(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        !open || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (shown) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <label className="form-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="form-control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        placeholder={t('autocomplete.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => defaults && setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="combobox-list"
        hidden={!shown}
      >
        {options.length === 0 && <li className="combobox-empty">{t('autocomplete.noMatch')}</li>}
        {groups.map((group, groupIndex) => {
          const rows = group.items.map(({ item, index }) => (
            <li
              key={keyOf(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`combobox-option${index === active ? ' active' : ''}`}
              // Choosing with the mouse must not blur the field first (which closes the list).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              {renderOption ? renderOption(item) : textOf(item)}
            </li>
          ));
          if (!group.name) return rows;
          return (
            <li key={group.name} role="presentation">
              <ul
                role="group"
                aria-labelledby={`${id}-group-${groupIndex}`}
                className="list-unstyled"
              >
                <li id={`${id}-group-${groupIndex}`} role="presentation" className="combobox-group">
                  {group.name}
                </li>
                {rows}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {shown ? t('autocomplete.count', { count: options.length }) : ''}
      </p>
    </div>
  );
}
