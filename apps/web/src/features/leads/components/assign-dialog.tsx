import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignee } from '../api/list-assignees';

import { FormDialog } from '../../../shared/ui/form-dialog';

interface AssignDialogProps {
  show: boolean;
  count: number;
  people: readonly Assignee[] | undefined;
  pending: boolean;
  onAssign: (userId: string) => void;
  onHide: () => void;
}

/** Whom the chosen leads go to: an agent or an admin of the organisation. */
export function AssignDialog({
  show,
  count,
  people,
  pending,
  onAssign,
  onHide,
}: AssignDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [person, setPerson] = useState('');
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(person === '');
    if (person !== '') onAssign(person);
  };

  return (
    <FormDialog
      show={show}
      title={t('leads.bulk.assign.title', { count })}
      onHide={onHide}
      onExited={() => {
        setPerson('');
        setError(false);
      }}
    >
      <form noValidate onSubmit={submit}>
        <label className="form-label" htmlFor={`${id}-person`}>
          {t('leads.bulk.assign.person')}
        </label>
        <select
          id={`${id}-person`}
          className={`form-select ${error ? 'is-invalid' : ''}`}
          value={person}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setPerson(event.target.value)}
        >
          <option value="">
            {people === undefined ? t('common.loading') : t('leads.bulk.assign.choose')}
          </option>
          {(people ?? []).map((option) => (
            <option key={option.userId} value={option.userId}>
              {option.fullName} ({option.roles.filter((role) => role !== 'MEMBER').join(', ')})
            </option>
          ))}
        </select>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {t('leads.bulk.assign.required')}
          </div>
        )}
        <div className="d-flex justify-content-end gap-2 mt-3">
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('ui.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('leads.bulk.actions.assign')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
