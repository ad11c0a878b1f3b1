import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { AnalyticsCard, AnalyticsCardData } from '../../mock/schemas/cards-schema';
import type { Period } from '../lib/periods';

export const ANALYTICS_CARD_LABEL = 'demo.card-analytics';

/** `GET /card/card-analytics/{card}?period`: one analytics card's figures for a period. */
export function getAnalyticsCard(
  card: AnalyticsCard,
  period: Period,
  signal?: AbortSignal,
): Promise<AnalyticsCardData> {
  return request<AnalyticsCardData>({
    method: 'GET',
    apiType: 'demo',
    url: `card/card-analytics/${card}`,
    query: { period },
    label: ANALYTICS_CARD_LABEL,
    signal,
  });
}

export const analyticsCardQueryOptions = (card: AnalyticsCard, period: Period) =>
  labelQueryOptions(ANALYTICS_CARD_LABEL, ({ signal }) => getAnalyticsCard(card, period, signal), {
    card,
    period,
  });

/** The last period's figures stay on screen while another period's load (no empty card). */
export function useAnalyticsCard(card: AnalyticsCard, period: Period) {
  return useQuery({
    ...analyticsCardQueryOptions(card, period),
    placeholderData: keepPreviousData,
  });
}
