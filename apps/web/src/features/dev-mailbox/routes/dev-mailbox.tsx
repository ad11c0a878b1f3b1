import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { isHttpError } from '../../../shared/http/http-error';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useOutbox } from '../api/get-outbox';
import { MailboxForm } from '../components/mailbox-form';
import { MessageCard } from '../components/message-card';

/** `/dev/mailbox`: the messages the embedded default "sent" (verification, reset, codes). */
export function DevMailboxRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const outbox = useOutbox(to);
  useDocumentTitle(t('devMailbox.title'));

  // The service refuses the mailbox in production (404): say so instead of "not found".
  const unavailable = isHttpError(outbox.error) && outbox.error.status === 404;

  return (
    <div className="dev-mailbox container py-4">
      <h1 className="h3 mb-1">{t('devMailbox.title')}</h1>
      <p className="text-body-secondary mb-4">{t('devMailbox.intro')}</p>
      <MailboxForm key={to} initial={to} onOpen={(next) => setParams({ to: next })} />
      {to !== '' && (
        <section aria-labelledby="mailbox-results" aria-busy={outbox.isFetching}>
          <div className="d-flex justify-content-between align-items-center mb-3">
            <h2 id="mailbox-results" className="h5 mb-0">
              {t('devMailbox.results', { to })}
            </h2>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => void outbox.refetch()}
              disabled={outbox.isFetching}
            >
              <RefreshCw size={14} aria-hidden="true" /> {t('devMailbox.refresh')}
            </button>
          </div>
          {outbox.isPending && <p role="status">{t('common.loading')}</p>}
          {outbox.isError && (
            <div className="alert alert-danger" role="alert">
              {unavailable
                ? t('devMailbox.unavailable')
                : isHttpError(outbox.error)
                  ? outbox.error.text
                  : t('common.loadFailed')}
            </div>
          )}
          {outbox.data?.length === 0 && <p role="status">{t('devMailbox.empty')}</p>}
          {outbox.data?.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </section>
      )}
    </div>
  );
}
