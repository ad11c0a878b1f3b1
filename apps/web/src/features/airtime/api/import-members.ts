import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeImportResult } from '@pamoja/contract/airtime';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { invalidateGroups } from './invalidate';

export const IMPORT_MEMBERS_LABEL = 'airtime.importMembers';

export interface ImportMembersInput {
  groupId: string;
  file: File;
}

/**
 * `PUT airtime-groups/add-members/{id}`, multipart with the one field `file`: the client sends
 * FormData as it is, so the browser writes the boundary. 400 (EMPTY_FILE, WRONG_COLUMNS,
 * TOO_MANY_ROWS…), 413 and 415 carry a message that says what to fix; the panel shows it.
 */
export function importMembers({ groupId, file }: ImportMembersInput) {
  const data = new FormData();
  data.append('file', file, file.name);
  return request<ApiResponse<AirtimeImportResult>>({
    method: 'PUT',
    url: `airtime-groups/add-members/${encodeURIComponent(groupId)}`,
    data,
    label: IMPORT_MEMBERS_LABEL,
    hideErrorMessage: true,
    // The report below the panel says what happened, row by row.
    hideSuccessMessage: true,
  });
}

export const importMembersMutationOptions = () =>
  labelMutationOptions(IMPORT_MEMBERS_LABEL, importMembers);

export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    ...importMembersMutationOptions(),
    onSuccess: () => invalidateGroups(queryClient),
  });
}
