import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@pamoja/contract/auth';
import type { Role } from '@pamoja/contract/roles';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { reconcileOrganisation } from '../../../shared/session/organisation';
import { getSession, useSessionStore } from '../../../shared/session/session-store';

export const SWITCH_ROLE_LABEL = 'auth.switchRole';

/** `PUT users/switch-role`: a new session whose tokens and abilities carry the chosen role. */
export function switchRole(role: Role): Promise<ApiResponse<Session>> {
  return request<ApiResponse<Session>>({
    method: 'PUT',
    url: 'users/switch-role',
    data: { role },
    label: SWITCH_ROLE_LABEL,
  });
}

export const switchRoleMutationOptions = () => labelMutationOptions(SWITCH_ROLE_LABEL, switchRole);

/**
 * Stores the new session, as a login does, and keeps the organisation header valid for the new
 * role: the server refuses every request scoped to an organisation where the role is not held.
 * Answers cached under the old role are dropped.
 */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...switchRoleMutationOptions(),
    onSuccess: ({ data }) => {
      const store = useSessionStore.getState();
      store.setSession(data);
      store.setOrganisation(reconcileOrganisation(data.userData, getSession().organisationId));
      queryClient.removeQueries();
    },
  });
}
