import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../http/query-options';
import { request } from '../http/request';

export const FILE_LABEL = 'files.file';

/** `GET files/{id}`: the bytes of an upload. It needs the bearer token, so no plain `<img src>`. */
export function getFile(id: string, signal?: AbortSignal): Promise<Blob> {
  return request<Blob>({
    method: 'GET',
    url: `files/${encodeURIComponent(id)}`,
    responseType: 'blob',
    label: FILE_LABEL,
    signal,
    // A picture that fails shows its placeholder: a toast per card would drown the page.
    hideErrorMessage: true,
  });
}

export const fileQueryOptions = (id: string) => ({
  ...labelQueryOptions(FILE_LABEL, ({ signal }) => getFile(id, signal), { id }),
  // A file's bytes never change under its id (a new picture is a new upload).
  staleTime: Infinity,
});

/** The file's bytes, or nothing to fetch when there is no file. */
export function useFile(id: string | null | undefined) {
  return useQuery({ ...fileQueryOptions(id ?? ''), enabled: Boolean(id) });
}
