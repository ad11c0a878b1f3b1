import { http, HttpResponse } from 'msw';
import type { PricingData } from '../schemas/pricing-schema';
import { demoStore } from '../store/demo-store';

export const pricingHandlers = [
  http.get('/pricing/data', () => HttpResponse.json<PricingData>(demoStore().pricing)),
];
