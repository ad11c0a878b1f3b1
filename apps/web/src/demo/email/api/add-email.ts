import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Email } from '../../mock/schemas/email-schema';
import { EMAILS_LABEL } from './list-emails';

export const ADD_EMAIL_LABEL = 'demo.email.add';

export interface NewEmail {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** Plain text: the client strips markup from every outgoing text (docs/web-app.md). */
  message: string;
  folder: 'sent' | 'draft';
}

/** `POST /apps/email/add-email`: a composed mail, filed in Sent or kept in Draft. */
export function addEmail(email: NewEmail): Promise<Email> {
  return request<Email>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/email/add-email',
    data: email,
    label: ADD_EMAIL_LABEL,
    // A mail's own `message` is its text, not a notice for a toast.
    hideSuccessMessage: true,
  });
}

export function useAddEmail() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_EMAIL_LABEL, addEmail),
    onSuccess: () => client.invalidateQueries({ queryKey: [EMAILS_LABEL] }),
  });
}
