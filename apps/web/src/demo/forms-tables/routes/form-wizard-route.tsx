import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { FormWizard } from '../wizard/form-wizard';

/** `/forms/wizard`: the same four-step wizard laid out across and down. */
export function FormWizardRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('wizard.title')} lead={t('wizard.lead')}>
      <ShowcaseCard title={t('wizard.horizontal')} wide>
        <FormWizard title={t('wizard.horizontal')} />
      </ShowcaseCard>
      <ShowcaseCard title={t('wizard.vertical')} wide>
        <FormWizard title={t('wizard.vertical')} vertical />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
