import { http, HttpResponse } from 'msw';
import { matchesTerm, queryOf, termOf } from '../lib/query';
import type { FaqData } from '../schemas/faq-schema';
import { demoStore } from '../store/demo-store';

export const faqHandlers = [
  http.get('/faq/data', ({ request }) => {
    const term = termOf(queryOf(request));
    // A search keeps the matching questions and drops the categories left empty.
    const filtered: FaqData = {};
    for (const [key, category] of Object.entries(demoStore().faq)) {
      const qandA = category.qandA.filter((item) => matchesTerm(term, item.question));
      if (qandA.length > 0) filtered[key] = { ...category, qandA };
    }
    return HttpResponse.json<FaqData>(filtered);
  }),
];
