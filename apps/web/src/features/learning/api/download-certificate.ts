import { useMutation } from '@tanstack/react-query';
import { saveDownload } from '../../../shared/files/save-download';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';

export const DOWNLOAD_CERTIFICATE_LABEL = 'learning.certificatePdf';

interface CertificateRef {
  id: string;
  code: string;
}

/** `GET certificates/{id}/pdf`, handed to the browser as `<code>.pdf`. */
export async function downloadCertificate({ id, code }: CertificateRef): Promise<void> {
  const blob = await request<Blob>({
    method: 'GET',
    url: `certificates/${encodeURIComponent(id)}/pdf`,
    apiType: 'lms',
    responseType: 'blob',
    label: DOWNLOAD_CERTIFICATE_LABEL,
  });
  saveDownload(blob, `${code}.pdf`);
}

export const downloadCertificateMutationOptions = () =>
  labelMutationOptions(DOWNLOAD_CERTIFICATE_LABEL, downloadCertificate);

export function useDownloadCertificate() {
  return useMutation(downloadCertificateMutationOptions());
}
