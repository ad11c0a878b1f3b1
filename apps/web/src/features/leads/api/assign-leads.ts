import type { AssignLeadsRequest } from '@pamoja/contract/leads';
import { bulkRequest, useLeadMutation } from './lead-bulk';

export const ASSIGN_LEADS_LABEL = 'leads.assign';

/** `PUT product-leads/assign-leads`: to an AGENT or ADMIN of the organisation. */
export const assignLeads = (body: AssignLeadsRequest) =>
  bulkRequest('PUT', 'product-leads/assign-leads', body, ASSIGN_LEADS_LABEL);

export const useAssignLeads = () => useLeadMutation(ASSIGN_LEADS_LABEL, assignLeads);
