import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/request';
import type { ProfilePostPage } from '../../mock/schemas/profile-schema';

export const PROFILE_POSTS_LABEL = 'demo.profile.posts';

/** `GET /profile/data/posts?page`: older posts, from page 2 (page 1 comes with the profile). */
export function getProfilePosts(page: number, signal?: AbortSignal): Promise<ProfilePostPage> {
  return request<ProfilePostPage>({
    method: 'GET',
    apiType: 'demo',
    url: 'profile/data/posts',
    query: { page },
    label: PROFILE_POSTS_LABEL,
    signal,
  });
}

/** Asked for only when the reader presses "Load more" (`enabled` turns on then). */
export function useProfilePosts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [PROFILE_POSTS_LABEL],
    queryFn: ({ pageParam, signal }) => getProfilePosts(pageParam, signal),
    initialPageParam: 2,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    enabled,
  });
}
