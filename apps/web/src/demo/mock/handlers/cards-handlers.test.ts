import { describe, expect, test } from 'vitest';
import {
  ANALYTICS_CARDS,
  ANALYTICS_PERIODS,
  STATISTICS_CARDS,
  analyticsCardSchema,
  statisticsCardSchema,
} from '../schemas/cards-schema';
import { demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function analytics(card: string, period?: string) {
  const answer = await demoGet(`/card/card-analytics/${card}`, period ? { period } : {});
  expect(answer.status).toBe(200);
  return analyticsCardSchema.parse(answer.body);
}

describe('analytics cards', () => {
  test.each(ANALYTICS_CARDS)(
    '%s: each period has figures of its own, the same every time',
    async (card) => {
      const byPeriod = await Promise.all(
        ANALYTICS_PERIODS.map((period) => analytics(card, period)),
      );
      expect(byPeriod.map((answer) => answer.period)).toEqual([...ANALYTICS_PERIODS]);
      const figures = byPeriod.map((answer) => JSON.stringify([answer.figures, answer.series]));
      expect(new Set(figures).size).toBe(3);
      const again = await analytics(card, 'last-month');
      expect(again).toEqual(byPeriod[1]);
      expect(byPeriod[0]?.series.length).toBeGreaterThan(0);
    },
  );

  test('the period may be given by its label; none (or an unknown one) is the first', async () => {
    expect(await analytics('support-tracker', 'Last Year')).toEqual(
      await analytics('support-tracker', 'last-year'),
    );
    expect(await analytics('support-tracker')).toEqual(
      await analytics('support-tracker', 'last-28-days'),
    );
    expect((await analytics('support-tracker', 'yesterday')).period).toBe('last-28-days');
    expect((await analytics('support-tracker')).periods.map((period) => period.label)).toEqual([
      'Last 28 Days',
      'Last Month',
      'Last Year',
    ]);
  });

  test('product orders split into finished, pending and rejected', async () => {
    const { figures } = await analytics('product-orders');
    expect(figures.total).toBe(
      (figures.finished ?? 0) + (figures.pending ?? 0) + (figures.rejected ?? 0),
    );
  });
});

describe('statistics cards', () => {
  test.each(STATISTICS_CARDS)('%s: a headline figure and a series, by period', async (card) => {
    const answers = await Promise.all(
      ANALYTICS_PERIODS.map(async (period) => {
        const answer = await demoGet(`/card/card-statistics/${card}`, { period });
        expect(answer.status).toBe(200);
        return statisticsCardSchema.parse(answer.body);
      }),
    );
    expect(answers[0]?.series[0]?.data.length).toBeGreaterThan(0);
    expect(new Set(answers.map((answer) => answer.statistics)).size).toBe(3);
  });
});
