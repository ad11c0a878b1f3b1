import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const OUTBOX_LABEL = 'dev.outbox';

export interface OutboxMessage {
  id: string;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  purpose: string;
  subject: string;
  body: string;
  link?: string | null;
  code?: string | null;
  status: string;
  createdAt: string;
}

/** `GET dev/outbox?to=`: what was sent to one e-mail or phone, newest first (not in production). */
export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const body = await request<ApiResponse<OutboxMessage[]>>({
    method: 'GET',
    url: 'dev/outbox',
    query: { to },
    label: OUTBOX_LABEL,
    signal,
    // The page explains a refusal (production) itself.
    hideErrorMessage: true,
  });
  return body.data;
}

export const outboxQueryOptions = (to: string) => ({
  ...labelQueryOptions(OUTBOX_LABEL, ({ signal }) => getOutbox(to, signal), { to }),
  // A mailbox is watched for what arrives next.
  staleTime: 0,
});

export function useOutbox(to: string) {
  return useQuery({ ...outboxQueryOptions(to), enabled: to !== '' });
}
