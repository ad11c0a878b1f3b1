import type { Material } from '@pamoja/contract/lessons';
import { uploadWithProgress } from '../../../shared/files/upload-with-progress';
import type { ApiResponse } from '../../../shared/http/types';

export const UPLOAD_MATERIAL_LABEL = 'studio.uploadMaterial';

/**
 * `POST lessons/{id}/materials` (multipart `file`): PDF up to 20 MB, images up to 5 MB, judged by
 * their bytes. Progress is reported as the file leaves the browser.
 */
export async function uploadMaterial(
  lessonId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  const body = await uploadWithProgress<ApiResponse<Material>>(file, {
    url: `lessons/${lessonId}/materials`,
    apiType: 'lms',
    label: UPLOAD_MATERIAL_LABEL,
    onProgress,
    signal,
  });
  return body.data;
}
