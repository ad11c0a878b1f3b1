import { useQuery } from '@tanstack/react-query';
import type { Member } from '@pamoja/contract/organisations';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const ASSIGNEES_LABEL = 'leads.assignees';
const ASSIGNEE_ROLES = ['AGENT', 'ADMIN'] as const;

export interface Assignee {
  userId: string;
  fullName: string;
  roles: Member['roles'];
}

/**
 * `GET organizations/{id}/members?role=AGENT|ADMIN&limit=100`, both roles, each person once:
 * who may be given leads (and whose leads a list may be narrowed to).
 */
export async function listAssignees(
  organisation: string,
  signal?: AbortSignal,
): Promise<Assignee[]> {
  const pages = await Promise.all(
    ASSIGNEE_ROLES.map((role) =>
      request<ApiResponse<Member[]>>({
        method: 'GET',
        url: `organizations/${encodeURIComponent(organisation)}/members`,
        query: { role, page: 1, limit: 100 },
        label: ASSIGNEES_LABEL,
        signal,
      }),
    ),
  );
  const people = new Map<string, Assignee>();
  for (const member of pages.flatMap((page) => page.data)) {
    if (member.status === 'DISABLED') continue;
    people.set(member.userId, {
      userId: member.userId,
      fullName: member.fullName,
      roles: member.roles,
    });
  }
  return [...people.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}

export const assigneesQueryOptions = (organisation: string) =>
  labelQueryOptions(ASSIGNEES_LABEL, ({ signal }) => listAssignees(organisation, signal), {
    organisation,
  });

export function useAssignees(organisation: string | null, enabled = true) {
  return useQuery({
    ...assigneesQueryOptions(organisation ?? ''),
    enabled: enabled && organisation !== null,
    staleTime: 5 * 60_000,
  });
}
