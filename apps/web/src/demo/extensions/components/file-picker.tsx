import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { Upload } from 'lucide-react';
import './file-picker.scss';

interface FilePickerProps {
  label: string;
  hint: string;
  accept: string;
  onFile: (file: File) => void;
}

/** A file input that also takes a file dropped on it; the input itself stays the way in. */
export function FilePicker({ label, hint, accept, onFile }: FilePickerProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={`file-picker ${over ? 'file-picker-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Upload size={28} aria-hidden="true" className="text-primary mb-2" />
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className="form-control"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="form-text mb-0">
        {hint}
      </p>
    </div>
  );
}
