import { http, HttpResponse } from 'msw';
import { buildOlderPosts, PROFILE_POST_PAGES } from '../data/profile-data';
import { positiveInt, queryOf } from '../lib/query';
import type { ProfileData, ProfilePostPage } from '../schemas/profile-schema';
import { demoStore } from '../store/demo-store';

export const profileHandlers = [
  http.get('/profile/data', () => HttpResponse.json<ProfileData>(demoStore().profile)),

  // Page 1 is the profile's own posts; "Load more" asks for page 2, 3… of older ones.
  http.get('/profile/data/posts', ({ request }) => {
    const page = positiveInt(queryOf(request), 'page', 2);
    const posts = page <= PROFILE_POST_PAGES ? buildOlderPosts(page) : [];
    return HttpResponse.json<ProfilePostPage>({ posts, hasMore: page < PROFILE_POST_PAGES });
  }),
];
