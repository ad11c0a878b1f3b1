import { useQuery } from '@tanstack/react-query';
import { isHttpError } from '../../../shared/http/http-error';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Email } from '../../mock/schemas/email-schema';
import type { MailboxView } from '../lib/mailbox-view';

export const PAGINATE_EMAIL_LABEL = 'demo.email.paginate';

export type Direction = 'previous' | 'next';

interface NeighbourOf {
  emailId: number;
  dir: Direction;
  view: MailboxView;
}

/**
 * `GET /apps/email/paginate-email?emailId&dir&folder|label&q`: the mail before or after one in
 * the list it was opened from, or null at either end of that list (the mock's 404).
 */
export async function paginateEmail(
  { emailId, dir, view }: NeighbourOf,
  signal?: AbortSignal,
): Promise<Email | null> {
  try {
    return await request<Email>({
      method: 'GET',
      apiType: 'demo',
      url: 'apps/email/paginate-email',
      query: { emailId, dir, folder: view.folder, label: view.label, q: view.q },
      label: PAGINATE_EMAIL_LABEL,
      hideErrorMessage: true,
      // A mail's own `message` is its text, not a notice for a toast.
      hideSuccessMessage: true,
      signal,
    });
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useNeighbourEmail(of: NeighbourOf) {
  return useQuery(
    labelQueryOptions(PAGINATE_EMAIL_LABEL, ({ signal }) => paginateEmail(of, signal), of),
  );
}
