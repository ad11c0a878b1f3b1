import { useQuery } from '@tanstack/react-query';
import type { BankPrice, TransferType } from '@pamoja/contract/reference-data';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const BANK_PRICES_LABEL = 'wallet.bankPrices';

/** `GET bank-prices?transferType=`: the fee tiers of one kind of transfer, in KES. */
export async function getBankPrices(
  transferType: TransferType,
  signal?: AbortSignal,
): Promise<BankPrice[]> {
  const body = await request<ApiResponse<BankPrice[]>>({
    method: 'GET',
    url: 'bank-prices',
    query: { transferType, limit: 100 },
    label: BANK_PRICES_LABEL,
    signal,
  });
  return body.data;
}

export const bankPricesQueryOptions = (transferType: TransferType) => ({
  ...labelQueryOptions(BANK_PRICES_LABEL, ({ signal }) => getBankPrices(transferType, signal), {
    transferType,
  }),
  // Tariffs change by migration, not while someone is on the page.
  staleTime: 10 * 60_000,
});

export function useBankPrices(transferType: TransferType) {
  return useQuery(bankPricesQueryOptions(transferType));
}
