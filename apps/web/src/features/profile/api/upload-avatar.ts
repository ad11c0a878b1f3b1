import { useMutation } from '@tanstack/react-query';
import type { FileDto } from '@pamoja/contract/files';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const UPLOAD_AVATAR_LABEL = 'profile.uploadAvatar';

/** `POST file-upload/single` (multipart field `file`) with the cropped JPEG. */
export function uploadAvatar(photo: Blob) {
  const form = new FormData();
  form.append('file', photo, 'avatar.jpg');
  return request<ApiResponse<FileDto>>({
    method: 'POST',
    url: 'file-upload/single',
    data: form,
    label: UPLOAD_AVATAR_LABEL,
    // The cropper says what went wrong; the profile save that follows says it worked.
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const uploadAvatarMutationOptions = () =>
  labelMutationOptions(UPLOAD_AVATAR_LABEL, uploadAvatar);

export function useUploadAvatar() {
  return useMutation(uploadAvatarMutationOptions());
}
