import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { certificateVerificationSchema } from '@pamoja/contract/learning-credentials';
import { isHttpError } from '../../../shared/http/http-error';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const VERIFY_CERTIFICATE_LABEL = 'learning.verifyCertificate';

export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/**
 * `GET certificates/verify/{code}` (public, no session needed). An unknown code (404) or one
 * that cannot be a code (400) is an answer, "unknown" (null), not a failure.
 */
export async function verifyCertificate(
  code: string,
  signal?: AbortSignal,
): Promise<CertificateVerification | null> {
  try {
    const body = await request<ApiResponse<CertificateVerification>>({
      method: 'GET',
      url: `certificates/verify/${encodeURIComponent(code)}`,
      apiType: 'lms',
      label: VERIFY_CERTIFICATE_LABEL,
      signal,
      hideErrorMessage: true,
    });
    return body.data;
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const verifyCertificateQueryOptions = (code: string) =>
  labelQueryOptions(VERIFY_CERTIFICATE_LABEL, ({ signal }) => verifyCertificate(code, signal), {
    code,
  });

export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
