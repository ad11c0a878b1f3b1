import { http, HttpResponse } from 'msw';
import type { ProfileData } from '../schemas/profile-schema';
import { demoStore } from '../store/demo-store';

export const profileHandlers = [
  http.get('/profile/data', () => HttpResponse.json<ProfileData>(demoStore().profile)),
];
