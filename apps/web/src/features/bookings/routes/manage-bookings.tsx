import { CalendarDays, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAbility } from '../../../shared/session/use-ability';
import { Tabs } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useBookingServices } from '../api/list-booking-services';
import { useBookings } from '../api/list-bookings';
import { DeskDialogs } from '../components/desk-dialogs';
import { DeskFilters } from '../components/desk-filters';
import { DeskList } from '../components/desk-list';
import { NotAllowed } from '../components/not-allowed';
import { WeekView } from '../components/week-view';
import { useDeskFilters } from '../hooks/use-desk-filters';
import { useDeskMoves } from '../hooks/use-desk-moves';
import { branchesOf } from '../lib/branches-of';
import '../bookings.scss';

/** `/bookings/manage`: the booking desk of staff (manage BookingDesk), as a list or a week. */
export function ManageBookingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('bookings.desk.title'));
  const allowed = useAbility().can('manage', 'BookingDesk');
  const organisation = useSessionStore((state) => state.organisationId);
  return (
    <section aria-labelledby="desk-title">
      <h1 id="desk-title" className="h3 mb-3">
        {t('bookings.desk.title')}
      </h1>
      {!allowed ? (
        <NotAllowed />
      ) : organisation === null ? (
        <p className="alert alert-info">{t('bookings.needsOrganisation')}</p>
      ) : (
        <Desk />
      )}
    </section>
  );
}

function Desk() {
  const { t } = useTranslation();
  const { filters, view, week, setFilter, setPage, setView, setWeek } = useDeskFilters();
  const services = useBookingServices();
  const branches = branchesOf(services.data ?? []);
  const list = useBookings(filters, view === 'list');
  const moves = useDeskMoves();
  const filtered = Boolean(
    filters.status || filters.branchId || filters.serviceId || filters.from || filters.to,
  );

  return (
    <div className="card">
      <div className="card-body">
        <Tabs
          label={t('bookings.desk.views')}
          active={view}
          onSelect={(next) => setView(next === 'week' ? 'week' : 'list')}
          className="mb-3"
          tabs={[
            {
              id: 'list',
              label: t('bookings.desk.list'),
              icon: List,
              render: () => (
                <>
                  <DeskFilters
                    filters={filters}
                    services={services.data ?? []}
                    branches={branches}
                    onChange={setFilter}
                  />
                  <DeskList
                    query={list}
                    filtered={filtered}
                    pending={moves.pending}
                    onPage={setPage}
                    onMove={moves.move}
                  />
                </>
              ),
            },
            {
              id: 'week',
              label: t('bookings.week.title'),
              icon: CalendarDays,
              render: () => (
                <WeekView
                  branches={branches}
                  branchId={filters.branchId}
                  onBranch={(branchId) => setFilter('branchId', branchId)}
                  week={week}
                  onWeek={setWeek}
                  pending={moves.pending}
                  onMove={moves.move}
                />
              ),
            },
          ]}
        />
      </div>
      <DeskDialogs
        asking={moves.asking}
        pending={moves.pending}
        onFinish={moves.finish}
        onHide={moves.close}
      />
    </div>
  );
}
