import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';

export const MATERIAL_LABEL = 'learning.material';

/**
 * `GET lessons/{id}/materials/{materialId}`: the file's bytes. The service needs the bearer
 * token, so the player shows them from an object URL rather than a plain link.
 */
export function getMaterial(
  lessonId: string,
  materialId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return request<Blob>({
    method: 'GET',
    url: `lessons/${encodeURIComponent(lessonId)}/materials/${encodeURIComponent(materialId)}`,
    apiType: 'lms',
    responseType: 'blob',
    label: MATERIAL_LABEL,
    signal,
  });
}

export const materialQueryOptions = (lessonId: string, materialId: string) => ({
  ...labelQueryOptions(MATERIAL_LABEL, ({ signal }) => getMaterial(lessonId, materialId, signal), {
    lessonId,
    materialId,
  }),
  // A material's bytes never change under its id.
  staleTime: Infinity,
});

export function useMaterial(lessonId: string, materialId: string | undefined) {
  return useQuery({
    ...materialQueryOptions(lessonId, materialId ?? ''),
    enabled: Boolean(materialId),
  });
}
