import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_ACCEPT } from '../lib/import-file';

interface DropZoneProps {
  onFile: (file: File) => void;
  disabled: boolean;
}

/**
 * Drop a file here, or open the picker: the zone is the label of a real file input, so a click,
 * Enter or Space on the focused input all open the picker.
 */
export function DropZone({ onFile, disabled }: DropZoneProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <label
      htmlFor={id}
      className={`airtime-drop ${dragging ? 'is-dragging' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="airtime-drop"
    >
      <FileUp size={32} className="text-primary mb-2" aria-hidden="true" />
      <span className="d-block fw-medium">{t('airtime.import.choose')}</span>
      <span className="d-block small text-body-secondary">{t('airtime.import.chooseHint')}</span>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={IMPORT_ACCEPT}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
