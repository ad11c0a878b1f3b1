import { useTranslation } from 'react-i18next';
import type { LeadEvent } from '@pamoja/contract/leads';
import { isHttpError } from '../../../shared/http/http-error';
import { useLeadActivity } from '../api/lead-activity';
import { absoluteTime, relativeTime } from '../../../shared/format/relative-time';
import { actionText, statusText } from '../lib/status-text';
import './lead-timeline.scss';

function EventItem({ event }: { event: LeadEvent }) {
  const { t, i18n } = useTranslation();
  const actor = event.actorName ?? t('leads.timeline.system');
  return (
    <li className="lead-timeline-item">
      <p className="mb-1">
        <strong>{actor}</strong> · {actionText(t, event.action)}
      </p>
      {event.fromStatus !== event.toStatus && (event.fromStatus || event.toStatus) && (
        <p className="mb-1">
          {event.fromStatus
            ? t('leads.timeline.fromTo', {
                from: statusText(t, event.fromStatus),
                to: event.toStatus ? statusText(t, event.toStatus) : '—',
              })
            : t('leads.timeline.to', { to: event.toStatus ? statusText(t, event.toStatus) : '' })}
        </p>
      )}
      {event.reason && (
        <p className="mb-1">
          {t('leads.timeline.reason')}: {event.reason}
        </p>
      )}
      <p className="small text-body-secondary mb-0">
        <time dateTime={event.createdAt}>{relativeTime(event.createdAt, i18n.language)}</time> ·{' '}
        {absoluteTime(event.createdAt, i18n.language)}
      </p>
    </li>
  );
}

/** The lead's story, newest first: who did what, when, and why. */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const query = useLeadActivity(leadId);
  if (query.isPending) {
    return (
      <p role="status" className="text-body-secondary">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span>{isHttpError(query.error) ? query.error.text : t('common.loadFailed')}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const events = query.data.pages.flatMap((page) => page.items);
  if (events.length === 0)
    return <p className="text-body-secondary">{t('leads.timeline.empty')}</p>;
  return (
    <>
      <ol className="lead-timeline" aria-label={t('leads.timeline.title')}>
        {events.map((event) => (
          <EventItem key={event.id} event={event} />
        ))}
      </ol>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t('leads.timeline.loadMore')}
        </button>
      )}
    </>
  );
}
