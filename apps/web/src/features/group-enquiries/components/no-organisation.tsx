import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Enquiries go to the admins of one organisation (the `x-organization` header), so the server
 * refuses both the form and the list until one is chosen: say where to choose instead.
 */
export function NoOrganisation() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info d-flex gap-2 mb-0" role="note">
      <Building2 size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
      <div>
        <p className="mb-1">{t('groupEnquiries.noOrganisation.text')}</p>
        <p className="mb-0">
          {t('groupEnquiries.noOrganisation.how')}{' '}
          <Link to="/organisations">{t('groupEnquiries.noOrganisation.link')}</Link>
        </p>
      </div>
    </div>
  );
}
