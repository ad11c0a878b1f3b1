import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { updateLeadRequest } from '@pamoja/contract/leads';
import type { Lead, UpdateLeadRequest } from '@pamoja/contract/leads';

/** The edit dialog as typed. The national id starts empty: only its last 3 digits are known. */
export interface EditValues {
  name: string;
  nationalId: string;
  amount: string;
  location: string;
  referralId: string;
  facilityId: string;
  facilityName: string;
}

export type EditField = Exclude<keyof EditValues, 'facilityName'>;
export const EDIT_FIELDS: readonly EditField[] = [
  'name',
  'nationalId',
  'amount',
  'location',
  'referralId',
  'facilityId',
];

export function editValuesOf(lead: Lead): EditValues {
  return {
    name: lead.name,
    nationalId: '',
    amount: lead.amount === null ? '' : String(lead.amount),
    location: lead.location,
    referralId: lead.referralId ?? '',
    facilityId: lead.facility?.id ?? '',
    facilityName: lead.facility?.name ?? '',
  };
}

/**
 * Only what changed, with the version that was read: the server answers 409 when someone else
 * changed the lead meanwhile. An emptied referral code is removed (null); an empty national id
 * leaves the stored one alone.
 */
export function editBody(lead: Lead, values: EditValues): UpdateLeadRequest {
  const before = editValuesOf(lead);
  const body: UpdateLeadRequest = { version: lead.version };
  const changed = (field: keyof EditValues) => values[field].trim() !== before[field].trim();
  if (changed('name')) body.name = values.name.trim();
  if (values.nationalId.trim() !== '') body.nationalId = values.nationalId.trim();
  if (lead.amount !== null && changed('amount')) body.amount = values.amount.trim();
  if (changed('location')) body.location = values.location.trim();
  if (changed('referralId')) body.referralId = values.referralId.trim() || null;
  if (lead.facility && values.facilityId !== before.facilityId) {
    body.facilityId = values.facilityId || null;
  }
  return body;
}

/** The contract's rules on the body, on the fields they name. */
export function validateEdit(
  lead: Lead,
  values: EditValues,
  t: TFunction,
): FieldErrors<EditValues> {
  const found: FieldErrors<EditValues> = {};
  if (lead.facility && values.facilityId === '') {
    found.facilityId = { type: 'product', message: t('leads.capture.errors.facilityRequired') };
  }
  const result = updateLeadRequest.safeParse(editBody(lead, values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = EDIT_FIELDS.find((name) => name === issue.path[0]) ?? 'name';
      found[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return found;
}
