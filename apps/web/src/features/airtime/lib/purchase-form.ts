import { z } from 'zod';
import { airtimeMpesaRequest } from '@pamoja/contract/airtime';

const { phoneNumber, amount } = airtimeMpesaRequest.shape;

/**
 * The purchase form, judged by the contract's own rules. "For me" needs no recipient field (it
 * is the signed-in person's number); "for another number" needs a valid one.
 */
export const purchaseFormSchema = z.discriminatedUnion('target', [
  z.object({ target: z.literal('me'), recipientPhoneNumber: z.string(), phoneNumber, amount }),
  z.object({
    target: z.literal('other'),
    recipientPhoneNumber: airtimeMpesaRequest.shape.phoneNumber,
    phoneNumber,
    amount,
  }),
]);

export type PurchaseFormInput = z.input<typeof purchaseFormSchema>;
export type PurchaseFormOutput = z.output<typeof purchaseFormSchema>;
