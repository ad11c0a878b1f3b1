import { z } from 'zod';
import { pageQuery, paginatedResponse } from './api-response';

/** Reference lists feed pickers, which want them whole: the page size defaults to the cap. */
export const referenceQuery = pageQuery(100).extend({
  search: z.string().max(100, 'must be at most 100 characters').optional(),
});
export type ReferenceQuery = z.infer<typeof referenceQuery>;

export const countrySchema = z.object({
  isoCode: z.string().length(2),
  name: z.string(),
  dialCode: z.string(),
  currencyCode: z.string().length(3),
});
export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isDefault: z.boolean(),
});
export const bankSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  swiftCode: z.string().nullable(),
  pesalink: z.boolean(),
});
export const telcoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  prefixes: z.array(z.string()),
});
export const currencySchema = z.object({
  code: z.string().length(3),
  name: z.string(),
  symbol: z.string(),
  minorUnits: z.number().int(),
});

export const transferTypes = [
  'BANK_IFT',
  'PESALINK_ACCOUNT',
  'PESALINK_PHONE',
  'MPESA_B2C',
] as const;
export const transferTypeSchema = z.enum(transferTypes, {
  error: `must be one of ${transferTypes.join(', ')}`,
});
export type TransferType = z.infer<typeof transferTypeSchema>;

/** A fee tier: amounts in the major unit, bounds inclusive. */
export const bankPriceSchema = z.object({
  id: z.uuid(),
  transferType: transferTypeSchema,
  minAmount: z.number(),
  maxAmount: z.number(),
  fee: z.number(),
  currency: z.string().length(3),
});
export const bankPriceQuery = referenceQuery.extend({
  transferType: transferTypeSchema.optional(),
});
export type BankPriceQuery = z.infer<typeof bankPriceQuery>;

export const countryListResponse = paginatedResponse(countrySchema);
export const languageListResponse = paginatedResponse(languageSchema);
export const bankListResponse = paginatedResponse(bankSchema);
export const telcoListResponse = paginatedResponse(telcoSchema);
export const currencyListResponse = paginatedResponse(currencySchema);
export const bankPriceListResponse = paginatedResponse(bankPriceSchema);

export type Country = z.infer<typeof countrySchema>;
export type Language = z.infer<typeof languageSchema>;
export type Bank = z.infer<typeof bankSchema>;
export type Telco = z.infer<typeof telcoSchema>;
export type Currency = z.infer<typeof currencySchema>;
export type BankPrice = z.infer<typeof bankPriceSchema>;
