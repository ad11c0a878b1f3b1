import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Email, EmailFolder, EmailLabel } from '../../mock/schemas/email-schema';
import { EMAIL_LABEL } from './get-email';
import { EMAILS_LABEL } from './list-emails';
import { PAGINATE_EMAIL_LABEL } from './paginate-email';

export const UPDATE_EMAILS_LABEL = 'demo.email.update';
export const UPDATE_EMAILS_LABEL_LABEL = 'demo.email.update-label';

export interface EmailChange {
  emailIds: number[];
  dataToUpdate: Partial<{ isStarred: boolean; isRead: boolean; folder: EmailFolder }>;
}

/** `POST /apps/email/update-emails`: read/unread, star, move, for one mail or several. */
export function updateEmails(change: EmailChange): Promise<{ emails: Email[] }> {
  return request({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/email/update-emails',
    data: change,
    label: UPDATE_EMAILS_LABEL,
  });
}

export interface LabelChange {
  emailIds: number[];
  label: EmailLabel;
}

/** `POST /apps/email/update-emails-label`: toggles a label on each mail given. */
export function updateEmailsLabel(change: LabelChange): Promise<{ emails: Email[] }> {
  return request({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/email/update-emails-label',
    data: change,
    label: UPDATE_EMAILS_LABEL_LABEL,
  });
}

// After a change the lists, the counts, the open mail and its neighbours may all differ.
function useRefreshMailbox() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [EMAILS_LABEL, EMAIL_LABEL, PAGINATE_EMAIL_LABEL].map((label) =>
        client.invalidateQueries({ queryKey: [label] }),
      ),
    );
}

export function useUpdateEmails() {
  const refresh = useRefreshMailbox();
  return useMutation({
    ...labelMutationOptions(UPDATE_EMAILS_LABEL, updateEmails),
    onSuccess: refresh,
  });
}

export function useUpdateEmailsLabel() {
  const refresh = useRefreshMailbox();
  return useMutation({
    ...labelMutationOptions(UPDATE_EMAILS_LABEL_LABEL, updateEmailsLabel),
    onSuccess: refresh,
  });
}
