import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { StatisticsCard, StatisticsCardData } from '../../mock/schemas/cards-schema';
import { DEFAULT_PERIOD } from '../lib/periods';
import type { Period } from '../lib/periods';

export const STATISTICS_CARD_LABEL = 'demo.card-statistics';

/** `GET /card/card-statistics/{card}?period`: a headline figure and its chart's series. */
export function getStatisticsCard(
  card: StatisticsCard,
  period: Period,
  signal?: AbortSignal,
): Promise<StatisticsCardData> {
  return request<StatisticsCardData>({
    method: 'GET',
    apiType: 'demo',
    url: `card/card-statistics/${card}`,
    query: { period },
    label: STATISTICS_CARD_LABEL,
    signal,
  });
}

export const statisticsCardQueryOptions = (card: StatisticsCard, period: Period) =>
  labelQueryOptions(
    STATISTICS_CARD_LABEL,
    ({ signal }) => getStatisticsCard(card, period, signal),
    { card, period },
  );

export function useStatisticsCard(card: StatisticsCard, period: Period = DEFAULT_PERIOD) {
  return useQuery({
    ...statisticsCardQueryOptions(card, period),
    placeholderData: keepPreviousData,
  });
}
