import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MobileWalletVerification,
  VerifyMobileWalletRequest,
} from '@pamoja/contract/beneficiaries';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { listKey, MOBILE_WALLETS } from './resources';

export const VERIFY_WALLET_LABEL = 'beneficiaries.verifyMobileWallet';

/**
 * `POST mobile-wallets/verify`: without `otp` it texts a code to the wallet's phone; with it,
 * it confirms the wallet.
 */
export function verifyMobileWallet(
  body: VerifyMobileWalletRequest,
): Promise<ApiResponse<MobileWalletVerification>> {
  return request<ApiResponse<MobileWalletVerification>>({
    method: 'POST',
    url: 'mobile-wallets/verify',
    data: body,
    label: VERIFY_WALLET_LABEL,
    // The code entry shows a wrong code on its field.
    hideErrorMessage: body.otp !== undefined,
  });
}

export const verifyMobileWalletMutationOptions = () =>
  labelMutationOptions(VERIFY_WALLET_LABEL, verifyMobileWallet);

export function useVerifyMobileWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyMobileWalletMutationOptions(),
    onSuccess: ({ data }) => {
      if (data.verified) {
        void queryClient.invalidateQueries({ queryKey: [listKey(MOBILE_WALLETS)] });
      }
    },
  });
}
