import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { FormRepeater } from '../repeater/form-repeater';

/** `/forms/form-repeater`: item rows with their prices and the totals worked out as one types. */
export function FormRepeaterRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('repeater.title')} lead={t('repeater.lead')}>
      <ShowcaseCard title={t('repeater.basic')} wide>
        <FormRepeater />
      </ShowcaseCard>
      <ShowcaseCard title={t('repeater.animated')} description={t('repeater.animatedNote')} wide>
        <FormRepeater animated />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
