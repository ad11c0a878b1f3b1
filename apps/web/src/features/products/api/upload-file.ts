import { useMutation } from '@tanstack/react-query';
import type { FileDto } from '@pamoja/contract/files';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const UPLOAD_IMAGE_LABEL = 'products.uploadImage';

/**
 * `POST file-upload/single` (multipart field `file`). Sent with the active organisation, so the
 * image is the business's and every admin of it may use it on a product.
 */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<ApiResponse<FileDto>>({
    method: 'POST',
    url: 'file-upload/single',
    data: form,
    label: UPLOAD_IMAGE_LABEL,
    // The image field says what went wrong (413, 415) beside the picture.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const uploadImageMutationOptions = () =>
  labelMutationOptions(UPLOAD_IMAGE_LABEL, uploadImage);

export function useUploadImage() {
  return useMutation(uploadImageMutationOptions());
}
