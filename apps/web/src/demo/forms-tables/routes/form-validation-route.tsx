import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { ValidationForm } from '../validation/validation-form';

/** `/forms/form-validation`: react-hook-form with a zod schema, checked at three moments. */
export function FormValidationRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('formValidation.title')} lead={t('formValidation.lead')}>
      <ShowcaseCard title={t('formValidation.basic')} description={t('formValidation.basicNote')}>
        <ValidationForm mode="onSubmit" />
      </ShowcaseCard>
      <ShowcaseCard
        title={t('formValidation.onChange')}
        description={t('formValidation.onChangeNote')}
      >
        <ValidationForm mode="onChange" />
      </ShowcaseCard>
      <ShowcaseCard title={t('formValidation.async')} description={t('formValidation.asyncNote')}>
        <ValidationForm mode="onSubmit" async />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
