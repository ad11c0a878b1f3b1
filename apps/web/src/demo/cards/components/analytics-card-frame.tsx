import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryStatus } from '../../../shared/ui/query-status';
import type { AnalyticsCard, AnalyticsCardData } from '../../mock/schemas/cards-schema';
import { useAnalyticsCard } from '../api/get-analytics-card';
import { DEFAULT_PERIOD } from '../lib/periods';
import type { Period } from '../lib/periods';
import { DemoCard } from './demo-card';
import { PeriodMenu } from './period-menu';

interface AnalyticsCardFrameProps {
  card: AnalyticsCard;
  title: string;
  subtitle?: ReactNode;
  /** The card's content for one answer of `/card/card-analytics/{card}`. */
  children: (data: AnalyticsCardData) => ReactNode;
}

/**
 * An analytics card with its period menu: choosing a period asks the mock again with `period`;
 * the last figures stay, dimmed and marked busy, until the new ones arrive.
 */
export function AnalyticsCardFrame({ card, title, subtitle, children }: AnalyticsCardFrameProps) {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const query = useAnalyticsCard(card, period);
  const stale = query.isPlaceholderData;
  return (
    <DemoCard
      title={title}
      subtitle={subtitle}
      actions={<PeriodMenu card={title} value={period} onChange={setPeriod} />}
    >
      <div aria-busy={stale} className={stale ? 'opacity-50' : undefined}>
        <QueryStatus query={query}>{children}</QueryStatus>
      </div>
    </DemoCard>
  );
}
