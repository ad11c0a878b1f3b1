import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ChatStatus, ProfileUser } from '../../mock/schemas/chat-schema';
import { CHATS_LABEL } from './chats-and-contacts';

export const UPDATE_STATUS_LABEL = 'demo.chat.status';

/** `POST /apps/chat/users/profile-user`: the status others see, kept until reload. */
export function updateStatus(status: ChatStatus): Promise<ProfileUser> {
  return request<ProfileUser>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/chat/users/profile-user',
    data: { status },
    label: UPDATE_STATUS_LABEL,
  });
}

export function useUpdateStatus() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(UPDATE_STATUS_LABEL, updateStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: [CHATS_LABEL] }),
  });
}
