import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled search field above a list. */
export function SearchBox({ label, value, onChange, hint }: SearchBoxProps) {
  const id = useId();
  return (
    <form role="search" className="shop-search" onSubmit={(event) => event.preventDefault()}>
      <label className="form-label visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <span className="input-group-text" aria-hidden="true">
          <Search size={16} />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={label}
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
