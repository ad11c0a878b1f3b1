import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate, RevokeInput } from '@pamoja/contract/learning-credentials';
import { isHttpError } from '../../../shared/http/http-error';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { COURSE_CERTIFICATES_LABEL } from './list-course-certificates';
import type { CertificatePage } from './list-course-certificates';

export const REVOKE_CERTIFICATE_LABEL = 'studio.revokeCertificate';

export interface Revocation extends RevokeInput {
  certificateId: string;
}

/**
 * `PUT certificates/{id}/revoke`. Its answer ("Certificate revoked.") is the success toast; a
 * refusal is shown in the dialog, beside the reason it refused, not as a toast.
 */
export async function revokeCertificate({ certificateId, reason }: Revocation) {
  const body = await request<ApiResponse<Certificate>>({
    method: 'PUT',
    url: `certificates/${certificateId}/revoke`,
    apiType: 'lms',
    data: { reason },
    label: REVOKE_CERTIFICATE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(REVOKE_CERTIFICATE_LABEL, revokeCertificate),
    // The answer is the row as it is now: put it in place, no list is fetched again.
    onSuccess: (revoked) =>
      client.setQueriesData<CertificatePage>(
        { queryKey: [COURSE_CERTIFICATES_LABEL] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item.id === revoked.id ? revoked : item)),
          },
      ),
    onError: (error) => {
      // Someone revoked it first (409): read the list again so the row shows their reason.
      if (isHttpError(error) && error.status === 409)
        void client.invalidateQueries({ queryKey: [COURSE_CERTIFICATES_LABEL] });
    },
  });
}
