import { z } from 'zod';
import { fieldChangesOf } from './field-changes';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { otpSchema } from './organisations';
import { phoneSchema } from './phone';

/** Where a member withdraws to. Lists page like others. */
export const beneficiaryListQuery = paginationQuery;
export type BeneficiaryListQuery = z.infer<typeof beneficiaryListQuery>;

const ACCOUNT_NUMBER_MESSAGE = 'must be 6 to 20 digits';
/** Bank account numbers as typed, spaces and dashes allowed ("0123 4567 890"); stored as digits. */
export const accountNumberSchema = z
  .string({ error: ACCOUNT_NUMBER_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^\d{6,20}$/.test(value), ACCOUNT_NUMBER_MESSAGE)
  .meta({ pattern: '^[\\s-]*(?:\\d[\\s-]*){6,20}$' });

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
const bankId = z.uuid({ error: 'must be a bank id from GET banks' });
const telcoId = z.uuid({ error: 'must be a network id from GET telcos/active' });

export const bankAccountSchema = z.object({
  id: z.uuid(),
  bankId: z.uuid(),
  bankName: z.string(),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountResponse = successResponse(bankAccountSchema);
export const bankAccountListResponse = paginatedResponse(bankAccountSchema);
export const createBankAccountRequest = z.object({
  bankId,
  accountNumber: accountNumberSchema,
  accountName: nameSchema,
});
export type CreateBankAccountRequest = z.input<typeof createBankAccountRequest>;
export type NewBankAccount = z.output<typeof createBankAccountRequest>;
export const updateBankAccountRequest = fieldChangesOf(createBankAccountRequest, 'accountName');
export type BankAccountChanges = z.output<typeof updateBankAccountRequest>;

export const pesalinkTypes = ['PESALINK_BANK', 'PESALINK_PHONE'] as const;
export type PesalinkType = (typeof pesalinkTypes)[number];
export const pesalinkBeneficiarySchema = z.object({
  id: z.uuid(),
  type: z.enum(pesalinkTypes),
  name: z.string(),
  bankId: z.uuid().nullable(),
  bankName: z.string().nullable(),
  bankCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PesalinkBeneficiary = z.infer<typeof pesalinkBeneficiarySchema>;
export const pesalinkBeneficiaryResponse = successResponse(pesalinkBeneficiarySchema);
export const pesalinkBeneficiaryListResponse = paginatedResponse(pesalinkBeneficiarySchema);
/** PESALINK_BANK pays a bank account; PESALINK_PHONE a phone number registered on Pesalink. */
export const createPesalinkBeneficiaryRequest = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('PESALINK_BANK'),
      bankId,
      accountNumber: accountNumberSchema,
      name: nameSchema,
    }),
    z.object({ type: z.literal('PESALINK_PHONE'), phoneNumber: phoneSchema, name: nameSchema }),
  ],
  { error: `must be one of ${pesalinkTypes.join(', ')}` },
);
export type CreatePesalinkBeneficiaryRequest = z.input<typeof createPesalinkBeneficiaryRequest>;
export type NewPesalinkBeneficiary = z.output<typeof createPesalinkBeneficiaryRequest>;
/**
 * The type stays; each field applies to its own type only. The type is the stored
 * beneficiary's, which JSON Schema cannot see: the fields' descriptions say it.
 */
export const updatePesalinkBeneficiaryRequest = fieldChangesOf(
  z.object({
    name: nameSchema,
    bankId: bankId.meta({
      description: 'Only for a PESALINK_BANK beneficiary: refused for a PESALINK_PHONE one.',
    }),
    accountNumber: accountNumberSchema.meta({
      description: 'Only for a PESALINK_BANK beneficiary: refused for a PESALINK_PHONE one.',
    }),
    phoneNumber: phoneSchema.meta({
      description: 'Only for a PESALINK_PHONE beneficiary: refused for a PESALINK_BANK one.',
    }),
  }),
  'name',
);
export type PesalinkBeneficiaryChanges = z.output<typeof updatePesalinkBeneficiaryRequest>;

export const mobileWalletSchema = z.object({
  id: z.uuid(),
  telcoId: z.uuid(),
  telcoName: z.string(),
  telcoCode: z.string(),
  phoneNumber: z.string(),
  name: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MobileWallet = z.infer<typeof mobileWalletSchema>;
export const mobileWalletResponse = successResponse(mobileWalletSchema);
export const mobileWalletListResponse = paginatedResponse(mobileWalletSchema);
// The network rule spans two fields, which JSON Schema cannot say: their descriptions do.
export const createMobileWalletRequest = z.object({
  telcoId: telcoId.meta({
    description: "The phoneNumber's own network: its prefix must be one of the network's.",
  }),
  phoneNumber: phoneSchema.meta({
    description: 'A number of the network telcoId names (on a change, as sent or as stored).',
  }),
  name: nameSchema,
});
export type CreateMobileWalletRequest = z.input<typeof createMobileWalletRequest>;
export type NewMobileWallet = z.output<typeof createMobileWalletRequest>;
/** A new phone or network must be verified again. */
export const updateMobileWalletRequest = fieldChangesOf(createMobileWalletRequest, 'name');
export type MobileWalletChanges = z.output<typeof updateMobileWalletRequest>;

/** Without `otp`: send a code to the wallet's phone. With it: confirm the wallet. */
export const verifyMobileWalletRequest = z.object({
  mobileWalletId: z.uuid({ error: 'must be a mobile wallet id' }),
  otp: otpSchema.optional(),
});
export type VerifyMobileWalletRequest = z.input<typeof verifyMobileWalletRequest>;
export const mobileWalletVerificationSchema = z.object({
  mobileWalletId: z.uuid(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** When the code just sent stops working; null once verified. */
  codeExpiresAt: z.string().nullable(),
});
export type MobileWalletVerification = z.infer<typeof mobileWalletVerificationSchema>;
export const mobileWalletVerificationResponse = successResponse(mobileWalletVerificationSchema);
