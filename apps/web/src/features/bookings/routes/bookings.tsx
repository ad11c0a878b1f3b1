import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { BookForm } from '../components/book-form';
import { MyBookings } from '../components/my-bookings';
import '../bookings.scss';

/** `/bookings`: book a time with the organisation, and the member's own bookings beside it. */
export function BookingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('bookings.title'));
  const organisation = useSessionStore((state) => state.organisationId);

  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title" className="h3 mb-3">
        {t('bookings.title')}
      </h1>
      {organisation === null ? (
        <p className="alert alert-info">{t('bookings.needsOrganisation')}</p>
      ) : (
        <div className="row g-3">
          <div className="col-12 col-xl-5">
            <div className="card">
              <div className="card-body">
                <BookForm />
              </div>
            </div>
          </div>
          <div className="col-12 col-xl-7">
            <div className="card">
              <div className="card-body">
                <MyBookings />
              </div>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
