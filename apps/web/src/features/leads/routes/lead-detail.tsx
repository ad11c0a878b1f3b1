import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Lead } from '@pamoja/contract/leads';
import { isHttpError } from '../../../shared/http/http-error';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAbility } from '../../../shared/session/use-ability';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useLead } from '../api/get-lead';
import { useDeleteLead } from '../api/delete-lead';
import { EditLeadDialog } from '../components/edit-lead-dialog';
import { LeadFacts } from '../components/lead-facts';
import { LeadTimeline } from '../components/lead-timeline';
import { ReceiveLead } from '../components/receive-lead';

/** Its own agent may still change or withdraw a lead nobody has acted on. */
function OwnerActions({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteLead();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(lead.id);
      await navigate('/leads');
    } catch {
      // The client has already said why in a notification; the dialog stays for another try.
    }
  };
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={() => setDialog('edit')}>
          <Pencil size={16} className="me-2" aria-hidden="true" />
          {t('leads.detail.edit.open')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setDialog('delete')}
        >
          <Trash2 size={16} className="me-2" aria-hidden="true" />
          {t('leads.detail.delete.open')}
        </button>
      </div>
      <EditLeadDialog lead={lead} show={dialog === 'edit'} onHide={() => setDialog(null)} />
      <ConfirmDialog
        show={dialog === 'delete'}
        title={t('leads.detail.delete.title', { code: lead.code })}
        confirmLabel={t('leads.detail.delete.confirm')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDialog(null)}
      >
        {t('leads.detail.delete.body', { name: lead.name })}
      </ConfirmDialog>
    </>
  );
}

function LeadPage({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const me = useSessionStore((state) => state.userData?.id);
  const mine = lead.agentId === me && lead.status === 'NEW' && ability.can('update', 'Lead');
  const toReceive = lead.assignedTo === me && lead.status === 'APPROVED';
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('leads.detail.title', { code: lead.code })}</h1>
        {mine && <OwnerActions lead={lead} />}
        {toReceive && <ReceiveLead lead={lead} />}
      </div>
      <div className="row g-3">
        <section className="col-lg-7" aria-labelledby="lead-facts-title">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="lead-facts-title" className="h6">
                {t('leads.detail.factsTitle')}
              </h2>
              <LeadFacts lead={lead} />
            </div>
          </div>
        </section>
        <section className="col-lg-5" aria-labelledby="lead-activity-title">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="lead-activity-title" className="h6">
                {t('leads.timeline.title')}
              </h2>
              <LeadTimeline leadId={lead.id} />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}

/** `/leads/:code`: one lead (by code or id), its timeline, and its agent's actions while NEW. */
export function LeadDetailRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  useDocumentTitle(t('leads.detail.title', { code }));
  const query = useLead(code);
  return (
    <section className="lead-detail">
      <Link to="/leads" className="d-inline-block mb-2">
        {t('leads.detail.backToList')}
      </Link>
      {isHttpError(query.error) && query.error.status === 404 ? (
        <div className="alert alert-warning" role="alert">
          <h1 className="h5">{t('leads.detail.notFoundTitle', { code })}</h1>
          <p className="mb-0">{t('leads.detail.notFound')}</p>
        </div>
      ) : (
        <QueryStatus query={query}>{(lead) => <LeadPage lead={lead} />}</QueryStatus>
      )}
    </section>
  );
}
