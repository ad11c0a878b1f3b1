import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useLead } from '../api/get-lead';
import { LeadFacts } from './lead-facts';
import { LeadTimeline } from './lead-timeline';
import './lead-drawer.scss';

interface LeadDrawerProps {
  /** The lead to show; null keeps the drawer closed. */
  leadId: string | null;
  onClose: () => void;
}

function Body({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const query = useLead(leadId);
  if (isHttpError(query.error) && query.error.status === 404) {
    return <p className="alert alert-warning">{t('leads.detail.notFound')}</p>;
  }
  return (
    <QueryStatus query={query}>
      {(lead) => (
        <>
          <LeadFacts lead={lead} />
          <Link to={`/leads/${lead.code}`} className="d-inline-block mb-3">
            {t('leads.detail.open')}
          </Link>
          <h3 className="h6">{t('leads.timeline.title')}</h3>
          <LeadTimeline leadId={lead.id} />
        </>
      )}
    </QueryStatus>
  );
}

/**
 * One lead and its activity beside the list. Offcanvas traps focus and closes on Esc; the title
 * names the lead by the code people read out on the phone.
 */
export function LeadDrawer({ leadId, onClose }: LeadDrawerProps) {
  const { t } = useTranslation();
  const query = useLead(leadId);
  return (
    <Offcanvas
      show={leadId !== null}
      onHide={onClose}
      placement="end"
      className="lead-drawer"
      aria-labelledby="lead-drawer-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('ui.close')}>
        <Offcanvas.Title id="lead-drawer-title" as="h2" className="h5">
          {query.data ? t('leads.detail.title', { code: query.data.code }) : t('leads.detail.lead')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      {/* Focusable: a keyboard scrolls a long drawer. */}
      <Offcanvas.Body tabIndex={0}>
        {leadId && <Body key={leadId} leadId={leadId} />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
