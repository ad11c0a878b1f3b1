import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Read to screen readers after the label, e.g. what the search covers. */
  hint?: string;
  /** Extra classes for the form (its width in a toolbar, say). */
  className?: string;
  size?: 'sm';
}

/** A labelled search field above a list. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  hint,
  className,
  size,
}: SearchBoxProps) {
  const id = useId();
  return (
    <form role="search" className={className} onSubmit={(event) => event.preventDefault()}>
      <label className="form-label visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className={size === 'sm' ? 'input-group input-group-sm' : 'input-group'}>
        <span className="input-group-text" aria-hidden="true">
          <Search size={size === 'sm' ? 14 : 16} />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={placeholder ?? label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </div>
      {hint && (
        <div id={`${id}-hint`} className="visually-hidden">
          {hint}
        </div>
      )}
    </form>
  );
}
