import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePinRequest } from '@pamoja/contract/auth';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const CHANGE_PIN_LABEL = 'profile.changePin';

export type ChangePinBody = z.output<typeof changePinRequest>;

/** `PUT users/change-pin/me`: 401 WRONG_PIN with the attempts left, 423 once locked. */
export function changePin(body: ChangePinBody): Promise<ApiResponse<null>> {
  return request<ApiResponse<null>>({
    method: 'PUT',
    url: 'users/change-pin/me',
    data: body,
    label: CHANGE_PIN_LABEL,
    hideErrorMessage: true,
  });
}

export const changePinMutationOptions = () => labelMutationOptions(CHANGE_PIN_LABEL, changePin);

export function useChangePin() {
  return useMutation(changePinMutationOptions());
}
