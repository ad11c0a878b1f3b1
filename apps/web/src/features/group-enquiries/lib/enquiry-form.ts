import { z } from 'zod';
import type { UserData } from '@pamoja/contract/auth';
import { groupEnquiryRequest, groupTypes } from '@pamoja/contract/groups';
import { displayPhone } from '../../../shared/format/phone';

/** The longest message the contract accepts: the counter counts up to it. */
export const MESSAGE_MAX = 1000;

/**
 * The contract's own rules; only the group type differs: the select starts empty (nobody should
 * send "Chama" because it happened to be first), and an empty one asks for a choice instead of
 * listing the enum's codes.
 */
export const enquiryFormSchema = groupEnquiryRequest.extend({
  groupType: z.string().pipe(z.enum(groupTypes, { error: 'choose the type of group' })),
});

export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;
export type EnquiryFormOutput = z.output<typeof enquiryFormSchema>;

/** Who is signed in is who is asking, most of the time: their details are filled in. */
export function enquiryDefaults(userData: UserData): EnquiryFormInput {
  return {
    name: userData.fullName,
    email: userData.email,
    phoneNumber: displayPhone(userData.phoneNumber),
    groupType: '',
    message: '',
  };
}
