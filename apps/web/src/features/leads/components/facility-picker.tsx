import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facility } from '@pamoja/contract/facilities';
import type { FieldControlProps } from '../../../shared/forms/form-field';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useFacilities } from '../api/list-facilities';
import './facility-picker.scss';

interface FacilityPickerProps {
  control: FieldControlProps;
  invalid: boolean;
  /** The chosen facility's name, kept by the form so coming back shows it. */
  name: string;
  onChange: (facility: Facility | null) => void;
}

/**
 * A combobox over the facility list (WAI-ARIA combobox pattern): type to search (debounced, one
 * call per pause), arrows to move, Enter to choose, Esc to close.
 */
export function FacilityPicker({ control, invalid, name, onChange }: FacilityPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(name);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), 300);
  const query = useFacilities(search, open && search.length >= 2);
  const options = open && search.length >= 2 ? (query.data ?? []) : [];

  const choose = (facility: Facility) => {
    setText(facility.name);
    setOpen(false);
    onChange(facility);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; a second Esc is the dialog's or the page's.
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="facility-picker">
      <input
        {...control}
        type="text"
        role="combobox"
        className={`form-control ${invalid ? 'is-invalid' : ''}`}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        placeholder={t('leads.capture.customer.facilityPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          // What was typed is not a choice until a facility of the list is picked.
          onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" className="facility-options list-unstyled" hidden={!expanded}>
        {options.map((facility, index) => (
          <li
            key={facility.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'facility-option active' : 'facility-option'}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(facility);
            }}
          >
            <span className="d-block">{facility.name}</span>
            <span className="d-block small text-body-secondary">
              {t('leads.detail.kmhfl', { code: facility.kmhflCode })} · {facility.county} ·{' '}
              {facility.level}
            </span>
          </li>
        ))}
      </ul>
      {open && search.length >= 2 && query.isSuccess && options.length === 0 && (
        <p className="small text-body-secondary mt-1 mb-0" role="status">
          {t('leads.capture.customer.noFacility')}
        </p>
      )}
    </div>
  );
}
