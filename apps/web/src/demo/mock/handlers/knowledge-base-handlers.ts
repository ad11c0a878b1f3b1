import { http, HttpResponse } from 'msw';
import { queryOf } from '../lib/query';
import { notFound } from '../lib/respond';
import type { KbCategory, KbGroup, KbQuestion } from '../schemas/knowledge-base-schema';
import { demoStore } from '../store/demo-store';

export const knowledgeBaseHandlers = [
  http.get('/faq/data/knowledge_base', () =>
    HttpResponse.json<KbCategory[]>(demoStore().knowledgeBase.categories),
  ),

  http.get('/faq/data/category', ({ request }) => {
    const category = queryOf(request).get('category') ?? '';
    const groups = demoStore().knowledgeBase.groups[category];
    if (!groups) return notFound(`There is no knowledge-base category ${category}.`);
    return HttpResponse.json<KbGroup[]>(groups);
  }),

  http.get('/faq/data/question', ({ request }) => {
    const params = queryOf(request);
    const key = `${params.get('category') ?? ''}/${params.get('question') ?? ''}`;
    const question = demoStore().knowledgeBase.questions[key];
    if (!question) return notFound('There is no such knowledge-base article.');
    return HttpResponse.json<KbQuestion>(question);
  }),
];
