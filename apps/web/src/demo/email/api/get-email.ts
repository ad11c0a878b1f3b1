import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Email } from '../../mock/schemas/email-schema';

export const EMAIL_LABEL = 'demo.email.email';

/**
 * `GET /apps/email/get-email?id`: one mail with its thread. A missing mail is a 404 the page
 * shows in place of the mail, so no toast is raised for it.
 */
export function getEmail(id: number, signal?: AbortSignal): Promise<Email> {
  return request<Email>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/email/get-email',
    query: { id },
    label: EMAIL_LABEL,
    hideErrorMessage: true,
    // A mail's own `message` is its text, not a notice for a toast.
    hideSuccessMessage: true,
    signal,
  });
}

export const emailQueryOptions = (id: number) =>
  labelQueryOptions(EMAIL_LABEL, ({ signal }) => getEmail(id, signal), id);

export function useEmail(id: number) {
  return useQuery(emailQueryOptions(id));
}
