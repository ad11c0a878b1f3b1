import type { UseFormSetError } from 'react-hook-form';
import type { AddAirtimeMemberRequest } from '@pamoja/contract/airtime';
import { showFormError } from '../../../shared/forms/server-errors';
import { isHttpError } from '../../../shared/http/http-error';

const FIELDS = ['name', 'phoneNumber', 'amount'] as const;

const CODES = { DUPLICATE_PHONE: 'phoneNumber', AMOUNT_OUT_OF_LIMITS: 'amount' } as const;

/**
 * A member the server refused: on the field it names; a conflict (409) can only be the phone,
 * already in the group (DUPLICATE_PHONE); anything else (GROUP_FULL…) as a notification.
 */
export function showMemberError(
  error: unknown,
  setError: UseFormSetError<AddAirtimeMemberRequest>,
): void {
  if (isHttpError(error) && error.status === 409 && error.details.length === 0) {
    setError('phoneNumber', { type: 'server', message: error.text }, { shouldFocus: true });
    return;
  }
  showFormError(error, setError, { fields: FIELDS, codes: CODES });
}
