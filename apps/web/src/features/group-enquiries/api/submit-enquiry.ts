import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupEnquiry, NewGroupEnquiry } from '@pamoja/contract/groups';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { ENQUIRIES_LABEL } from './list-enquiries';

export const SUBMIT_ENQUIRY_LABEL = 'groupEnquiries.submit';

/** `POST groups`: 201; the enquiry is e-mailed to the admins of the request's organisation. */
export function submitEnquiry(body: NewGroupEnquiry) {
  return request<ApiResponse<GroupEnquiry>>({
    method: 'POST',
    url: 'groups',
    data: body,
    label: SUBMIT_ENQUIRY_LABEL,
    // The form says both itself: the thanks in the page, refusals on its fields or as a toast.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const submitEnquiryMutationOptions = () =>
  labelMutationOptions(SUBMIT_ENQUIRY_LABEL, submitEnquiry);

export function useSubmitEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    ...submitEnquiryMutationOptions(),
    // The new enquiry heads the list below the form.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENQUIRIES_LABEL] }),
  });
}
