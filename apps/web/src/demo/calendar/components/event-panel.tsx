import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { useAddEvent } from '../api/add-event';
import { useUpdateEvent } from '../api/update-event';
import { eventOf } from '../lib/event-form';
import type { EventFormValues } from '../lib/event-form';
import { EventForm } from './event-form';

/** What the panel holds: an event to edit, a new one from a day, or nothing (closed). */
export type PanelState = { event: CalendarEvent } | { start: Date } | null;

interface EventPanelProps {
  state: PanelState;
  onClose: () => void;
  onDelete: (event: CalendarEvent) => void;
}

/** The side panel that adds an event or edits one; it traps focus and closes on Esc. */
export function EventPanel({ state, onClose, onDelete }: EventPanelProps) {
  const { t } = useTranslation('demo-calendar');
  const editing = state && 'event' in state ? state.event : undefined;
  const add = useAddEvent();
  const update = useUpdateEvent();

  const onSubmit = (values: EventFormValues) => {
    const event = eventOf(values);
    if (editing) update.mutate({ ...event, id: editing.id }, { onSuccess: onClose });
    else add.mutate(event, { onSuccess: onClose });
  };

  return (
    <Offcanvas
      show={state !== null}
      onHide={onClose}
      placement="end"
      className="calendar-panel"
      aria-labelledby="calendar-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('form.close')}>
        <Offcanvas.Title id="calendar-panel-title" as="h2" className="h5">
          {editing ? t('form.editTitle') : t('form.addTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {state && (
          <EventForm
            key={editing ? editing.id : 'new'}
            event={editing}
            start={'start' in state ? state.start : undefined}
            pending={add.isPending || update.isPending}
            onSubmit={onSubmit}
            onCancel={onClose}
            onDelete={editing ? () => onDelete(editing) : undefined}
          />
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
