import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The add/edit form's rules, worded in the reader's language. */
export function invoiceFormSchema(t: TFunction) {
  const required = t('form.required');
  return (
    z
      .object({
        client: z.string().min(1, t('form.clientRequired')),
        issuedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, required),
        dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, required),
        salesperson: z.string().trim().max(1000),
        note: z.string().trim().max(1000),
        discount: z.number(t('form.percent')).min(0, t('form.percent')).max(100, t('form.percent')),
        tax: z.number(t('form.percent')).min(0, t('form.percent')).max(100, t('form.percent')),
        items: z
          .array(
            z.object({
              name: z.string().trim().min(1, required),
              description: z.string().trim().max(1000),
              cost: z.number(t('form.costInvalid')).min(0, t('form.costInvalid')),
              qty: z
                .number(t('form.qtyInvalid'))
                .int(t('form.qtyInvalid'))
                .min(1, t('form.qtyInvalid')),
            }),
          )
          .min(1, t('form.itemsRequired')),
      })
      // ISO days compare as text.
      .refine((form) => form.dueDate >= form.issuedDate, {
        path: ['dueDate'],
        message: t('form.dueBeforeIssued'),
      })
  );
}

export type InvoiceFormValues = z.infer<ReturnType<typeof invoiceFormSchema>>;
