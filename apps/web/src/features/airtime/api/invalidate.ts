import type { QueryClient } from '@tanstack/react-query';
import { AIRTIME_GROUP_LABEL } from './get-group';
import { AIRTIME_GROUPS_LABEL } from './list-groups';

/** A change to a group or its members changes its counts and total in both lists. */
export function invalidateGroups(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [AIRTIME_GROUPS_LABEL] }),
    queryClient.invalidateQueries({ queryKey: [AIRTIME_GROUP_LABEL] }),
  ]).then(() => undefined);
}
