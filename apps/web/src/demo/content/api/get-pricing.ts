import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { PricingData } from '../../mock/schemas/pricing-schema';

export const PRICING_LABEL = 'demo.pricing';

/** `GET /pricing/data`: the three plans and the pricing questions. */
export function getPricing(signal?: AbortSignal): Promise<PricingData> {
  return request<PricingData>({
    method: 'GET',
    apiType: 'demo',
    url: 'pricing/data',
    label: PRICING_LABEL,
    signal,
  });
}

export const pricingQueryOptions = () =>
  labelQueryOptions(PRICING_LABEL, ({ signal }) => getPricing(signal));

export function usePricing() {
  return useQuery(pricingQueryOptions());
}
