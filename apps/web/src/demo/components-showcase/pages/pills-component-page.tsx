import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { DemoTabs } from '../widgets/demo-tabs';
import './pills.scss';

const EXAMPLES = [
  ['basic', {}],
  ['vertical', { vertical: 'left' }],
  ['filled', { className: 'nav-fill' }],
  ['justified', { className: 'nav-justified' }],
  ['centered', { className: 'justify-content-center' }],
  ['end', { className: 'justify-content-end' }],
  ['themes', { className: 'pills-success', withIcons: true }],
] as const;

/** `/components/pills-component`: the same WAI-ARIA tabs drawn as pills. */
export function PillsComponentPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="pillsComponent">
      {EXAMPLES.map(([id, options]) => (
        <ExampleCard key={id} title={t(`pills.${id}`)}>
          <DemoTabs label={t(`pills.${id}`)} variant="pills" {...options} />
        </ExampleCard>
      ))}
    </ShowcasePage>
  );
}
