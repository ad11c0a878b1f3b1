import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '../http/http-error';
import { notify } from '../notifications/notifications-store';

interface ServerErrorTargets<T extends FieldValues> {
  /** Fields whose names match the server's `details[].path`. */
  fields: readonly Path<T>[];
  /** Error codes that belong to one field although the server names none (EMAIL_TAKEN…). */
  codes?: Readonly<Record<string, Path<T>>>;
}

/** Puts the server's words on the fields they concern; false when none matched. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  targets: ServerErrorTargets<T>,
): boolean {
  if (!isHttpError(error)) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = targets.fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: !applied });
    applied = true;
  }
  const byCode = targets.codes?.[error.code];
  if (!applied && byCode) {
    setError(byCode, { type: 'server', message: error.text }, { shouldFocus: true });
    applied = true;
  }
  return applied;
}

/**
 * A form's failure: on its fields when the server said which, else the usual danger
 * notification. Forms call the API with `hideErrorMessage` so the text never shows twice.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  targets: ServerErrorTargets<T>,
): void {
  if (applyServerErrors(error, setError, targets)) return;
  const message = isHttpError(error) ? error.text : error instanceof Error ? error.message : '';
  if (message) notify({ type: 'danger', message });
}
