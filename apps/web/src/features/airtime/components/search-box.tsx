import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search field above a list; the list searches once typing pauses. */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <form role="search" className="airtime-search" onSubmit={(event) => event.preventDefault()}>
      <label className="form-label visually-hidden" htmlFor={id}>
        {label}
      </label>
      <div className="input-group input-group-sm">
        <span className="input-group-text" aria-hidden="true">
          <Search size={14} />
        </span>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={placeholder ?? label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
    </form>
  );
}
