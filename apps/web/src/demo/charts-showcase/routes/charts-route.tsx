import { useTranslation } from 'react-i18next';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { ShowcaseChart } from '../components/showcase-chart';
import { useChartSets } from '../lib/use-chart-sets';

type ChartSet = 'apex' | 'chartjs' | 'recharts';

function ChartsPage({ set }: { set: ChartSet }) {
  const { t } = useTranslation('demo-forms');
  const charts = useChartSets()[set];
  return (
    <ShowcasePage title={t(`charts.pages.${set}`)} lead={t('charts.lead')}>
      {charts.map(({ id, ...chart }) => (
        <ShowcaseChart key={id} {...chart} />
      ))}
    </ShowcasePage>
  );
}

/** `/charts/apex`, `/charts/chartjs`, `/charts/recharts`: the template's chart sets, all in Chart.js. */
export const ApexChartsRoute = () => <ChartsPage set="apex" />;
export const ChartjsChartsRoute = () => <ChartsPage set="chartjs" />;
export const RechartsChartsRoute = () => <ChartsPage set="recharts" />;
