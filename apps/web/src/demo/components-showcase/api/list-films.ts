import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Film } from '../../mock/schemas/autocomplete-schema';

export const FILMS_LABEL = 'demo.autocomplete.films';

/** `GET /api/autocomplete/data`: the auto-complete demos' 100 films, ranked. */
export function listFilms(signal?: AbortSignal): Promise<Film[]> {
  return request<Film[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/autocomplete/data',
    label: FILMS_LABEL,
    signal,
  });
}

export const filmsQueryOptions = () =>
  labelQueryOptions(FILMS_LABEL, ({ signal }) => listFilms(signal));

export function useFilms() {
  return useQuery(filmsQueryOptions());
}
