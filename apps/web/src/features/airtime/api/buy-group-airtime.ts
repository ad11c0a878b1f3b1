import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { GROUP_RUNS_LABEL } from './get-group-runs';

export const BUY_GROUP_AIRTIME_LABEL = 'airtime.buyGroup';

export interface BuyGroupAirtimeInput {
  body: { groupId: string; phoneNumber: string };
  idempotencyKey: string;
}

/** `POST group-airtime-mpesa`: one STK push for the group's total; 202 with the transaction. */
export function buyGroupAirtime({ body, idempotencyKey }: BuyGroupAirtimeInput) {
  return request<ApiResponse<WalletTransaction>>({
    method: 'POST',
    url: 'group-airtime-mpesa',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: BUY_GROUP_AIRTIME_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const buyGroupAirtimeMutationOptions = () =>
  labelMutationOptions(BUY_GROUP_AIRTIME_LABEL, buyGroupAirtime);

export function useBuyGroupAirtime() {
  const queryClient = useQueryClient();
  return useMutation({
    ...buyGroupAirtimeMutationOptions(),
    // The new run heads the group's history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GROUP_RUNS_LABEL] }),
  });
}
