import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { Calendar, CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { useEvents } from '../api/list-events';
import { useRemoveEvent } from '../api/remove-event';
import { useUpdateEvent } from '../api/update-event';
import { CalendarFilters } from '../components/calendar-filters';
import { LazyEventPanel } from '../components/lazy-event-panel';
import type { PanelState } from '../components/event-panel';
import { ALL_CALENDARS } from '../lib/calendars';
import { movedEvent } from '../lib/moved-event';
import type { MovedTimes } from '../lib/moved-event';
import '../calendar.scss';

// FullCalendar is most of this page's code: the filters and the panel show while it loads.
const CalendarBoard = lazy(async () => ({
  default: (await import('../components/calendar-board')).CalendarBoard,
}));

const NO_EVENTS: CalendarEvent[] = [];

/** `/apps/calendar`: the template's calendar app on the mock's events. */
export function CalendarRoute() {
  const { t } = useTranslation('demo-calendar');
  useDocumentTitle(t('title'));
  const [selected, setSelected] = useState<Calendar[]>([...ALL_CALENDARS]);
  const [panel, setPanel] = useState<PanelState>(null);
  const [removing, setRemoving] = useState<CalendarEvent | null>(null);
  const query = useEvents(selected);
  const update = useUpdateEvent();
  const remove = useRemoveEvent();
  // Nothing ticked: nothing asked, nothing shown.
  const events = selected.length > 0 ? query.data : NO_EVENTS;
  const find = (id: number) => events?.find((event) => event.id === id);

  const onEventMove = (id: number, times: MovedTimes, revert: () => void) => {
    const event = find(id);
    if (!event) return revert();
    update.mutate(movedEvent(event, times), { onError: revert });
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        setPanel(null);
      },
    });
  };

  return (
    <section aria-labelledby="calendar-title" className="calendar-app card">
      <h1 id="calendar-title" className="visually-hidden">
        {t('title')}
      </h1>
      <div className="row g-0">
        <div className="col-12 col-lg-3 calendar-aside">
          <CalendarFilters
            selected={selected}
            onChange={setSelected}
            onAdd={() => setPanel({ start: new Date() })}
          />
        </div>
        <div className="col-12 col-lg-9 calendar-main">
          <QueryStatus
            query={{ ...query, data: events, isPending: selected.length > 0 && query.isPending }}
          >
            {(list) => (
              <Suspense fallback={<p className="text-body-secondary">{t('loading')}</p>}>
                <CalendarBoard
                  events={list}
                  onDateClick={(date) => setPanel({ start: date })}
                  onEventClick={(id) => {
                    const event = find(id);
                    if (event) setPanel({ event });
                  }}
                  onEventMove={onEventMove}
                />
              </Suspense>
            )}
          </QueryStatus>
        </div>
      </div>
      <LazyEventPanel state={panel} onClose={() => setPanel(null)} onDelete={setRemoving} />
      <ConfirmDialog
        show={removing !== null}
        title={t('confirm.title')}
        confirmLabel={t('confirm.remove')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {t('confirm.body', { title: removing?.title ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
