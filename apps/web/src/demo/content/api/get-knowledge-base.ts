import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { KbCategory, KbGroup, KbQuestion } from '../../mock/schemas/knowledge-base-schema';

export const KB_CATEGORIES_LABEL = 'demo.kb.categories';
export const KB_CATEGORY_LABEL = 'demo.kb.category';
export const KB_QUESTION_LABEL = 'demo.kb.question';

/** `GET /faq/data/knowledge_base`: the category cards. */
export function getKbCategories(signal?: AbortSignal): Promise<KbCategory[]> {
  return request<KbCategory[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'faq/data/knowledge_base',
    label: KB_CATEGORIES_LABEL,
    signal,
  });
}

/** `GET /faq/data/category?category`: a 404 (shown on the page, not as a toast) when unknown. */
export function getKbCategory(category: string, signal?: AbortSignal): Promise<KbGroup[]> {
  return request<KbGroup[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'faq/data/category',
    query: { category },
    label: KB_CATEGORY_LABEL,
    hideErrorMessage: true,
    signal,
  });
}

/** `GET /faq/data/question?category&question`: one article, or a 404. */
export function getKbQuestion(
  category: string,
  question: string,
  signal?: AbortSignal,
): Promise<KbQuestion> {
  return request<KbQuestion>({
    method: 'GET',
    apiType: 'demo',
    url: 'faq/data/question',
    query: { category, question },
    label: KB_QUESTION_LABEL,
    hideErrorMessage: true,
    signal,
  });
}

export function useKbCategories() {
  return useQuery(labelQueryOptions(KB_CATEGORIES_LABEL, ({ signal }) => getKbCategories(signal)));
}

export function useKbCategory(category: string) {
  return useQuery(
    labelQueryOptions(KB_CATEGORY_LABEL, ({ signal }) => getKbCategory(category, signal), category),
  );
}

export function useKbQuestion(category: string, question: string) {
  return useQuery(
    labelQueryOptions(
      KB_QUESTION_LABEL,
      ({ signal }) => getKbQuestion(category, question, signal),
      [category, question],
    ),
  );
}
