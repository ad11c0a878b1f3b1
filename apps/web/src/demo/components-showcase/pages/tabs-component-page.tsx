import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { DemoTabs } from '../widgets/demo-tabs';

const EXAMPLES = [
  ['basic', {}],
  ['icons', { withIcons: true }],
  ['verticalLeft', { vertical: 'left' }],
  ['verticalRight', { vertical: 'right' }],
  ['filled', { className: 'nav-fill' }],
  ['justified', { className: 'nav-justified' }],
  ['centered', { className: 'justify-content-center' }],
  ['end', { className: 'justify-content-end' }],
] as const;

/** `/components/tabs-component`: WAI-ARIA tabs in the template's layouts. */
export function TabsComponentPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="tabsComponent">
      {EXAMPLES.map(([id, options]) => (
        <ExampleCard key={id} title={t(`tabs.examples.${id}`)}>
          <DemoTabs label={t(`tabs.examples.${id}`)} {...options} />
        </ExampleCard>
      ))}
    </ShowcasePage>
  );
}
