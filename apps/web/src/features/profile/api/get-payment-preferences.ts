import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentPreferencesSchema } from '@pamoja/contract/users';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const PAYMENT_PREFERENCES_LABEL = 'profile.paymentPreferences';

export type PaymentPreferences = z.infer<typeof paymentPreferencesSchema>;

/** `GET payment-preferences/user/{id}`: how money comes in and goes out by default. */
export async function getPaymentPreferences(
  userId: string,
  signal?: AbortSignal,
): Promise<PaymentPreferences> {
  const body = await request<ApiResponse<PaymentPreferences>>({
    method: 'GET',
    url: `payment-preferences/user/${encodeURIComponent(userId)}`,
    label: PAYMENT_PREFERENCES_LABEL,
    signal,
  });
  return body.data;
}

export const paymentPreferencesQueryOptions = (userId: string) =>
  labelQueryOptions(
    PAYMENT_PREFERENCES_LABEL,
    ({ signal }) => getPaymentPreferences(userId, signal),
    { userId },
  );

export function usePaymentPreferences(userId: string) {
  return useQuery(paymentPreferencesQueryOptions(userId));
}
