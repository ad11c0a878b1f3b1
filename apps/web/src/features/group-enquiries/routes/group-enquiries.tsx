import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAbility } from '../../../shared/session/use-ability';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { EnquiryForm } from '../components/enquiry-form';
import { EnquiryList } from '../components/enquiry-list';
import { NoOrganisation } from '../components/no-organisation';
import '../group-enquiries.scss';

/** `/groups`: tell the organisation about a group, and read the enquiries sent so far. */
export function GroupEnquiriesRoute({ searchDelayMs }: { searchDelayMs?: number }) {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  const organisation = useSessionStore((state) => state.organisationId);
  // The same rule the server uses to show an admin every enquiry instead of their own.
  const isAdmin = useAbility().can('manage', 'Organisation');
  useDocumentTitle(t('groupEnquiries.title'));
  if (!userData) return null;

  return (
    <section aria-labelledby="enquiry-title">
      <div className="card mb-4">
        <div className="card-body">
          <h1 id="enquiry-title" className="h4">
            {t('groupEnquiries.form.heading')}
          </h1>
          <p className="text-body-secondary">{t('groupEnquiries.form.lead')}</p>
          {organisation === null ? (
            <NoOrganisation />
          ) : (
            // Keyed by organisation: a switch starts a fresh form for the new one.
            <EnquiryForm key={organisation} userData={userData} labelledBy="enquiry-title" />
          )}
        </div>
      </div>
      {organisation !== null && (
        <div className="card">
          <div className="card-body">
            <EnquiryList key={organisation} isAdmin={isAdmin} searchDelayMs={searchDelayMs} />
          </div>
        </div>
      )}
    </section>
  );
}
