import { useMutation } from '@tanstack/react-query';
import type { FileDto } from '@pamoja/contract/files';
import { labelMutationOptions } from '../http/query-options';
import { request } from '../http/request';
import type { ApiResponse } from '../http/types';

export const UPLOAD_FILE_LABEL = 'files.upload';

/**
 * `POST file-upload/single` (multipart field `file`), sent with the active organisation so a
 * business's admins may all use it. The screen that uploads says what went wrong (413, 415)
 * beside the file, and what it saves afterwards says it worked: no toasts here.
 */
export function uploadFile(file: Blob) {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'upload');
  return request<ApiResponse<FileDto>>({
    method: 'POST',
    url: 'file-upload/single',
    data: form,
    label: UPLOAD_FILE_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const uploadFileMutationOptions = () => labelMutationOptions(UPLOAD_FILE_LABEL, uploadFile);

export function useUploadFile() {
  return useMutation(uploadFileMutationOptions());
}
