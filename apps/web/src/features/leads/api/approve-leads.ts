import type { ApproveLeadsRequest } from '@pamoja/contract/leads';
import { bulkRequest, useLeadMutation } from './lead-bulk';

export const APPROVE_LEADS_LABEL = 'leads.approve';

/** `PUT product-leads/approve-leads`: each NEW lead → APPROVED, with the approver's code. */
export const approveLeads = (body: ApproveLeadsRequest) =>
  bulkRequest('PUT', 'product-leads/approve-leads', body, APPROVE_LEADS_LABEL);

export const useApproveLeads = () => useLeadMutation(APPROVE_LEADS_LABEL, approveLeads);
