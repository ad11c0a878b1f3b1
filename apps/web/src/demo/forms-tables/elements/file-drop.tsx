import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './file-drop.scss';

interface FileDropProps {
  label: string;
  multiple?: boolean;
  /** e.g. `image/*`; checked for dropped files too. */
  accept?: string;
  maxBytes?: number;
  maxFiles?: number;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

function accepts(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((rule) => {
    const wanted = rule.trim();
    if (wanted.endsWith('/*')) return file.type.startsWith(wanted.slice(0, -1));
    return wanted.startsWith('.') ? file.name.toLowerCase().endsWith(wanted) : file.type === wanted;
  });
}

/** Files picked or dropped, listed with a remove button; the rules say why a file was refused. */
export function FileDrop({ label, multiple = false, accept, maxBytes, maxFiles }: FileDropProps) {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  const take = (incoming: File[]) => {
    const problems: string[] = [];
    const kept = incoming.filter((file) => {
      if (!accepts(file, accept)) problems.push(t('upload.wrongType', { name: file.name }));
      else if (maxBytes && file.size > maxBytes)
        problems.push(t('upload.tooBig', { name: file.name, size: kb(maxBytes) }));
      else return true;
      return false;
    });
    let next = multiple ? [...files, ...kept] : kept.slice(0, 1);
    if (maxFiles && next.length > maxFiles) {
      problems.push(t('upload.tooMany', { count: maxFiles }));
      next = next.slice(0, maxFiles);
    }
    setFiles(next);
    setRefused(problems);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div>
      <div
        className={`file-drop ${over ? 'file-drop-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Upload size={24} aria-hidden="true" className="text-primary" />
        <label className="form-label fw-semibold mb-1" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          className="form-control"
          multiple={multiple}
          accept={accept}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {refused.length > 0 && (
        <ul className="text-danger small mt-2 mb-0" role="alert">
          {refused.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="list-unstyled mt-3 mb-0" aria-label={t('upload.chosen')}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="d-flex align-items-center gap-2 border rounded p-2 mb-2"
            >
              <FileText size={18} aria-hidden="true" />
              <span className="text-truncate flex-grow-1">{file.name}</span>
              <span className="small text-body-secondary">{kb(file.size)}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger p-1 lh-1"
                aria-label={t('upload.remove', { name: file.name })}
                onClick={() => setFiles((list) => list.filter((_, at) => at !== index))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
