import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import { ALL_USERS_LABEL } from './list-all-users';
import { USER_LIST_LABEL } from './list-users';

export const ADD_USER_LABEL = 'demo.users.add';

/** What the add-user form sends; the mock starts the user as pending on Auto Debit. */
export type NewUser = Pick<
  DirectoryUser,
  'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact' | 'role' | 'currentPlan'
>;

/** `POST /apps/users/add-user` (201 with the new id). */
export function addUser(user: NewUser): Promise<{ user: DirectoryUser }> {
  return request<{ user: DirectoryUser }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/users/add-user',
    data: { user },
    label: ADD_USER_LABEL,
    // The form puts the refusal on its field.
    hideErrorMessage: true,
  });
}

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_USER_LABEL, addUser),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [USER_LIST_LABEL] });
      await client.invalidateQueries({ queryKey: [ALL_USERS_LABEL] });
    },
  });
}
