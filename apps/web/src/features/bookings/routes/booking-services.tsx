import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingService } from '@pamoja/contract/bookings';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAbility } from '../../../shared/session/use-ability';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../shared/ui/data-table';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useDeleteBookingService } from '../api/delete-booking-service';
import { useBookingServices } from '../api/list-booking-services';
import { useBranches } from '../api/list-branches';
import { ClosedDaysPanel } from '../components/closed-days-panel';
import { NotAllowed } from '../components/not-allowed';
import { OpeningHoursPanel } from '../components/opening-hours-panel';
import { ServiceForm } from '../components/service-form';
import '../bookings.scss';

/**
 * `/bookings/services`: an admin's booking services and, for the branch chosen, its opening
 * hours and closed days.
 */
export function BookingServicesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('bookings.services.title'));
  const allowed = useAbility().can('manage', 'BookingService');
  const organisation = useSessionStore((state) => state.organisationId);
  return (
    <section aria-labelledby="services-title">
      <h1 id="services-title" className="h3 mb-3">
        {t('bookings.services.title')}
      </h1>
      {!allowed ? (
        <NotAllowed />
      ) : organisation === null ? (
        <p className="alert alert-info">{t('bookings.needsOrganisation')}</p>
      ) : (
        <Services />
      )}
    </section>
  );
}

function Services() {
  const { t } = useTranslation();
  const services = useBookingServices();
  const branches = useBranches();
  const remove = useDeleteBookingService();
  const [editing, setEditing] = useState<{ service?: BookingService } | null>(null);
  const [removing, setRemoving] = useState<BookingService | null>(null);
  // One branch choice for its opening hours and its closed days; the first until one is chosen.
  const [branchId, setBranchId] = useState('');
  const branchList = branches.data ?? [];
  const branch = branchList.find((one) => one.id === branchId) ?? branchList[0];

  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <div className="d-flex justify-content-end mb-3">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('bookings.services.new')}
            </button>
          </div>
          <DataTable<BookingService>
            caption={t('bookings.services.title')}
            rows={services.data}
            rowKey={(row) => row.id}
            isPending={services.isPending}
            error={services.error}
            onRetry={() => void services.refetch()}
            empty={t('bookings.services.empty')}
            columns={[
              {
                id: 'name',
                header: t('bookings.services.name'),
                cell: (row) => (
                  <>
                    <div className="fw-semibold">{row.name}</div>
                    <div className="small text-body-secondary">
                      {row.branches.map((branch) => branch.name).join(', ')}
                    </div>
                  </>
                ),
              },
              {
                id: 'timing',
                header: t('bookings.services.timing'),
                className: 'd-none d-md-table-cell',
                cell: (row) =>
                  t('bookings.services.timingText', {
                    duration: row.durationMinutes,
                    buffer: row.bufferMinutes,
                    capacity: row.capacity,
                  }),
              },
              {
                id: 'active',
                header: t('bookings.fields.status'),
                cell: (row) => (
                  <span
                    className={`badge border ${row.active ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}
                  >
                    {t(row.active ? 'bookings.services.isActive' : 'bookings.services.inactive')}
                  </span>
                ),
              },
              {
                id: 'actions',
                header: <span className="visually-hidden">{t('bookings.actions')}</span>,
                className: 'text-end text-nowrap',
                cell: (row) => (
                  <>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary me-1"
                      aria-label={t('bookings.services.editOf', { name: row.name })}
                      onClick={() => setEditing({ service: row })}
                    >
                      <Pencil size={14} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('bookings.services.removeOf', { name: row.name })}
                      onClick={() => setRemoving(row)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </button>
                  </>
                ),
              },
            ]}
          />
        </div>
      </div>
      <div className="card">
        <div className="card-body">
          <OpeningHoursPanel
            branches={branchList}
            branchId={branch?.id ?? ''}
            onBranchChange={setBranchId}
          />
        </div>
      </div>
      {branch && (
        <div className="card mt-3">
          <div className="card-body">
            <ClosedDaysPanel key={branch.id} branch={branch} />
          </div>
        </div>
      )}
      <FormDialog
        show={editing !== null}
        title={t(editing?.service ? 'bookings.services.edit' : 'bookings.services.new')}
        onHide={() => setEditing(null)}
      >
        {editing && <ServiceForm service={editing.service} onDone={() => setEditing(null)} />}
      </FormDialog>
      <ConfirmDialog
        show={removing !== null}
        title={t('bookings.services.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('bookings.services.remove')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })
        }
      >
        {t('bookings.services.removeText')}
      </ConfirmDialog>
    </>
  );
}
