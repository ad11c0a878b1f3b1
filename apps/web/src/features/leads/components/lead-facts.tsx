import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@pamoja/contract/leads';
import { displayPhone } from '../../../shared/format/phone';
import { useMoney } from '../../../shared/format/money';
import { useSessionStore } from '../../../shared/session/session-store';
import { absoluteTime } from '../../../shared/format/relative-time';
import { LeadStatusBadge } from './lead-status-badge';
import './lead-facts.scss';
import '../../../shared/ui/facts.scss';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-fact">
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </div>
  );
}

// The lead carries the assignee's id only: name who we can, without another call.
function assignee(lead: Lead, me: string | undefined, t: TFunction): string {
  if (!lead.assignedTo) return t('leads.detail.nobody');
  if (lead.assignedTo === me) return t('leads.detail.you');
  if (lead.assignedTo === lead.agentId) return lead.agentName;
  return t('leads.detail.assignedSomeone');
}

/** Everything an agent or admin needs about a lead; the national id only as its last 3 digits. */
export function LeadFacts({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const me = useSessionStore((state) => state.userData?.id);
  const f = (key: string) => t(`leads.detail.fields.${key}`);
  const when = (iso: string | null) => (iso ? absoluteTime(iso, i18n.language) : null);
  const facility = lead.facility
    ? `${lead.facility.name} (${t('leads.detail.kmhfl', { code: lead.facility.kmhflCode })})`
    : null;
  return (
    <dl className="facts lead-facts">
      <Fact label={f('status')}>
        <LeadStatusBadge status={lead.status} />
      </Fact>
      {lead.reason && <Fact label={f('reason')}>{lead.reason}</Fact>}
      <Fact label={f('customer')}>{lead.name}</Fact>
      <Fact label={f('phoneNumber')}>{displayPhone(lead.phoneNumber)}</Fact>
      <Fact label={f('nationalId')}>
        {lead.nationalIdLast3 && t('leads.detail.nationalIdLast3', { last3: lead.nationalIdLast3 })}
      </Fact>
      <Fact label={f('product')}>{lead.productName}</Fact>
      {lead.amount !== null && <Fact label={f('amount')}>{money(lead.amount)}</Fact>}
      <Fact label={f('location')}>{lead.location}</Fact>
      {lead.facility && <Fact label={f('facility')}>{facility}</Fact>}
      <Fact label={f('referral')}>{lead.referralId}</Fact>
      <Fact label={f('agent')}>{lead.agentName}</Fact>
      <Fact label={f('assignedTo')}>{assignee(lead, me, t)}</Fact>
      <Fact label={f('source')}>{t(`leads.detail.sources.${lead.source}`)}</Fact>
      <Fact label={f('createdAt')}>{when(lead.createdAt)}</Fact>
      <Fact label={f('consentVerifiedAt')}>{when(lead.consentVerifiedAt)}</Fact>
      <Fact label={f('updatedAt')}>{when(lead.updatedAt)}</Fact>
      <Fact label={f('version')}>{lead.version}</Fact>
    </dl>
  );
}
