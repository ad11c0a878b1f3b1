import type { ChangeLeadActivationRequest } from '@pamoja/contract/leads';
import { bulkRequest, useLeadMutation } from './lead-bulk';

export const CHANGE_LEAD_ACTIVATION_LABEL = 'leads.changeActivation';

/** `PUT product-leads/change-activate-status`: active dispatches, inactive suspends. */
export const changeLeadActivation = (body: ChangeLeadActivationRequest) =>
  bulkRequest('PUT', 'product-leads/change-activate-status', body, CHANGE_LEAD_ACTIVATION_LABEL);

export const useChangeLeadActivation = () =>
  useLeadMutation(CHANGE_LEAD_ACTIVATION_LABEL, changeLeadActivation);
