import { http, HttpResponse } from 'msw';
import type { Film } from '../schemas/autocomplete-schema';
import { demoStore } from '../store/demo-store';

export const autocompleteHandlers = [
  http.get('/api/autocomplete/data', () => HttpResponse.json<Film[]>(demoStore().films)),
];
