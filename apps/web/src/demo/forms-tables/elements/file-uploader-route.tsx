import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { FileDrop } from './file-drop';

/** `/forms/elements/file-uploader`: one file, several, and files under rules. Nothing is sent. */
export function FileUploaderRoute() {
  const { t } = useTranslation('demo-forms');
  return (
    <ShowcasePage title={t('upload.title')} lead={t('upload.lead')}>
      <ShowcaseCard title={t('upload.single')}>
        <FileDrop label={t('upload.pickOne')} />
      </ShowcaseCard>
      <ShowcaseCard title={t('upload.multiple')}>
        <FileDrop label={t('upload.pickMany')} multiple />
      </ShowcaseCard>
      <ShowcaseCard title={t('upload.restrictions')} description={t('upload.rules')} wide>
        <FileDrop
          label={t('upload.pickImages')}
          multiple
          accept="image/*"
          maxBytes={1024 * 1024}
          maxFiles={3}
        />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
