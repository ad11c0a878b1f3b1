import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { EmailList } from '../../mock/schemas/email-schema';
import type { MailboxView } from '../lib/mailbox-view';

export const EMAILS_LABEL = 'demo.email.emails';

/** `GET /apps/email/emails?folder|label&q`: a folder (or the starred filter) or a label, searched. */
export function listEmails(view: MailboxView, signal?: AbortSignal): Promise<EmailList> {
  return request<EmailList>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/email/emails',
    query: { folder: view.folder, label: view.label, q: view.q },
    label: EMAILS_LABEL,
    signal,
  });
}

export const emailsQueryOptions = (view: MailboxView) =>
  labelQueryOptions(EMAILS_LABEL, ({ signal }) => listEmails(view, signal), view);

export function useEmails(view: MailboxView) {
  return useQuery({
    ...emailsQueryOptions(view),
    // While a new search's answer is on its way the list stays; another folder or label is
    // another list, and shows loading rather than the last one's mails.
    placeholderData: (previous, query) => {
      const shown = query?.queryKey[1] as MailboxView | undefined;
      return shown?.folder === view.folder && shown?.label === view.label ? previous : undefined;
    },
  });
}
