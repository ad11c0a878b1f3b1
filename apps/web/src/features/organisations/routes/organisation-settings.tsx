import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Organisation } from '@pamoja/contract/organisations';
import { useAbility } from '../../../shared/session/use-ability';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useOrganisation } from '../api/get-organisation';
import { DeleteOrganisation } from '../components/delete-organisation';
import { MembersPanel } from '../components/members-panel';
import { OrganisationForm } from '../components/organisation-form';

/** `/organisations/:id`: name, description and deletion (with its code), for its admins. */
export function OrganisationSettingsRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const organisation = useOrganisation(id);
  return (
    <div className="card">
      <div className="card-body">
        <Link to="/organisations" className="btn btn-sm btn-link px-0 mb-2">
          <ArrowLeft size={14} aria-hidden="true" className="me-1" />
          {t('organisations.mine.title')}
        </Link>
        <QueryStatus query={organisation}>{(data) => <Settings organisation={data} />}</QueryStatus>
      </div>
    </div>
  );
}

function Settings({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  useDocumentTitle(organisation.name);
  const ability = useAbility();
  const manages = organisation.roles.includes('ADMIN') || ability.can('manage', 'all');
  return (
    <>
      <h1 className="h4 mb-3">{t('organisations.settings.title', { name: organisation.name })}</h1>
      {manages ? (
        <>
          <OrganisationForm
            key={organisation.updatedAt}
            organisation={organisation}
            onDone={() => undefined}
          />
          <MembersPanel organisation={organisation.id} />
          <DeleteOrganisation organisation={organisation} />
        </>
      ) : (
        <dl>
          <dt>{t('organisations.fields.description')}</dt>
          <dd>{organisation.description ?? '—'}</dd>
        </dl>
      )}
    </>
  );
}
