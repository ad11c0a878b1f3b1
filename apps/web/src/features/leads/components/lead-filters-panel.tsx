import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadFilters } from '../api/list-leads';
import type { Assignee } from '../api/list-assignees';
import type { ProductOption } from '../api/list-product-options';
import type { LeadFilterName } from '../hooks/use-lead-filters';

interface LeadFiltersPanelProps {
  filters: LeadFilters;
  /** The phone typed so far is not a whole number yet: it is not searched for. */
  phoneInvalid?: boolean;
  /** How many filters are in use, for the toggle's label. */
  activeCount: number;
  onChange: (name: LeadFilterName, value: string, options?: { typing?: boolean }) => void;
  onClear: () => void;
  products: readonly ProductOption[];
  /** Admins narrow by agent and assignee; an agent's list is their own already. */
  people?: readonly Assignee[];
}

type TextName = 'phoneNumber' | 'referralId' | 'amountFrom' | 'amountTo' | 'location';

/** The list's filters besides status and name; folded away on phones until asked for. */
export function LeadFiltersPanel(props: LeadFiltersPanelProps) {
  const { filters, phoneInvalid, activeCount, onChange, onClear, products, people } = props;
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);

  const label = (name: string, text: string) => (
    <label className="form-label small mb-1" htmlFor={`${id}-${name}`}>
      {text}
    </label>
  );
  const textField = (name: TextName, type: 'text' | 'tel' | 'number' = 'text') => {
    const invalid = name === 'phoneNumber' && phoneInvalid === true;
    return (
      <div className="leads-filter">
        {label(name, t(`leads.list.filters.${name}`))}
        <input
          id={`${id}-${name}`}
          type={type}
          className={`form-control form-control-sm ${invalid ? 'is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-${name}-error` : undefined}
          value={filters[name]}
          min={type === 'number' ? 0 : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          autoComplete="off"
          onChange={(event) => onChange(name, event.target.value, { typing: true })}
        />
        {invalid && (
          <div id={`${id}-${name}-error`} className="invalid-feedback">
            {t('leads.list.filters.phoneInvalid')}
          </div>
        )}
      </div>
    );
  };
  const dateField = (name: 'from' | 'to') => (
    <div className="leads-filter">
      {label(name, t(`leads.list.filters.${name}`))}
      <input
        id={`${id}-${name}`}
        type="date"
        className="form-control form-control-sm"
        value={filters[name]}
        max={name === 'from' ? filters.to || undefined : undefined}
        min={name === 'to' ? filters.from || undefined : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </div>
  );
  const select = (
    name: 'product' | 'agent' | 'assignedTo',
    options: readonly { id: string; name: string }[],
  ) => (
    <div className="leads-filter">
      {label(name, t(`leads.list.filters.${name}`))}
      <select
        id={`${id}-${name}`}
        className="form-select form-select-sm"
        value={filters[name]}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{t('leads.list.filters.any')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
  const peopleOptions = (people ?? []).map((person) => ({
    id: person.userId,
    name: person.fullName,
  }));

  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary d-md-none"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal size={16} aria-hidden="true" className="me-1" />
          {t('leads.list.filters.toggle', { count: activeCount })}
        </button>
        {activeCount > 0 && (
          <button type="button" className="btn btn-sm btn-link" onClick={onClear}>
            {t('leads.list.filters.clear')}
          </button>
        )}
      </div>
      <div
        id={`${id}-panel`}
        role="group"
        aria-label={t('leads.list.filters.label')}
        className={`leads-filters mt-2 ${open ? '' : 'd-none d-md-grid'}`}
      >
        {textField('phoneNumber', 'tel')}
        {textField('referralId')}
        {textField('amountFrom', 'number')}
        {textField('amountTo', 'number')}
        {dateField('from')}
        {dateField('to')}
        {select('product', products)}
        {people && select('agent', peopleOptions)}
        {people && select('assignedTo', peopleOptions)}
        {textField('location')}
      </div>
    </div>
  );
}
