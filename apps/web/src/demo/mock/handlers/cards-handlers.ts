import { http, HttpResponse } from 'msw';
import { analyticsCardData } from '../data/card-analytics-data';
import { statisticsCardData } from '../data/card-statistics-data';
import { queryOf } from '../lib/query';
import {
  ANALYTICS_CARDS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  STATISTICS_CARDS,
} from '../schemas/cards-schema';
import type { AnalyticsPeriod } from '../schemas/cards-schema';

/** `?period=last-month` (or its label, `Last Month`); anything else is the first period. */
function periodOf(request: Request): AnalyticsPeriod {
  const raw = queryOf(request).get('period')?.trim().toLowerCase() ?? '';
  return (
    ANALYTICS_PERIODS.find(
      (period) => period === raw || ANALYTICS_PERIOD_LABELS[period].toLowerCase() === raw,
    ) ?? ANALYTICS_PERIODS[0]
  );
}

export const cardsHandlers = [
  ...ANALYTICS_CARDS.map((card) =>
    http.get(`/card/card-analytics/${card}`, ({ request }) =>
      HttpResponse.json(analyticsCardData(card, periodOf(request))),
    ),
  ),
  ...STATISTICS_CARDS.map((card) =>
    http.get(`/card/card-statistics/${card}`, ({ request }) =>
      HttpResponse.json(statisticsCardData(card, periodOf(request))),
    ),
  ),
];
