import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { FaqData } from '../../mock/schemas/faq-schema';

export const FAQ_LABEL = 'demo.faq';

/** `GET /faq/data?q`: the categories whose questions match the search. */
export function getFaq(q: string, signal?: AbortSignal): Promise<FaqData> {
  return request<FaqData>({
    method: 'GET',
    apiType: 'demo',
    url: 'faq/data',
    query: { q },
    label: FAQ_LABEL,
    signal,
  });
}

export const faqQueryOptions = (q: string) =>
  labelQueryOptions(FAQ_LABEL, ({ signal }) => getFaq(q, signal), q);

export function useFaq(q: string) {
  return useQuery(faqQueryOptions(q));
}
