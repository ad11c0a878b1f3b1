import type { ChangeLeadStatusRequest } from '@pamoja/contract/leads';
import { bulkRequest, useLeadMutation } from './lead-bulk';

export const CHANGE_LEAD_STATUS_LABEL = 'leads.changeStatus';

/** `PUT product-leads/change-status`: receive, reject or cancel, per lead. */
export const changeLeadStatus = (body: ChangeLeadStatusRequest) =>
  bulkRequest('PUT', 'product-leads/change-status', body, CHANGE_LEAD_STATUS_LABEL);

export const useChangeLeadStatus = () =>
  useLeadMutation(CHANGE_LEAD_STATUS_LABEL, changeLeadStatus);
