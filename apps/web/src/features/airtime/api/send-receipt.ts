import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const SEND_RECEIPT_LABEL = 'airtime.sendReceipt';

export interface SendReceiptInput {
  transactionId: string;
  /** Absent: to the owner's own e-mail. */
  email?: string;
}

/** `POST send-airtime-reciept-mail` (the path is spelt so on the server). */
export function sendReceipt(body: SendReceiptInput) {
  return request<ApiResponse<{ transactionId: string; email: string }>>({
    method: 'POST',
    url: 'send-airtime-reciept-mail',
    data: body,
    label: SEND_RECEIPT_LABEL,
    hideErrorMessage: true,
    // The form says where the receipt went.
    hideSuccessMessage: true,
  });
}

export const sendReceiptMutationOptions = () =>
  labelMutationOptions(SEND_RECEIPT_LABEL, sendReceipt);

export function useSendReceipt() {
  return useMutation(sendReceiptMutationOptions());
}
