import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateKeyForm } from './create-key-form';

/** `/pages/api-key`: create a key, then copy or delete the keys there are. */
export function ApiKeyRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('apiKey.title'));
  const keys = useApiKeys();
  return (
    <div>
      <h1 className="h3 mb-3">{t('apiKey.title')}</h1>
      <section className="card mb-4" aria-labelledby="api-key-create">
        <div className="card-body">
          <h2 id="api-key-create" className="h5">
            {t('apiKey.createTitle')}
          </h2>
          <CreateKeyForm />
        </div>
      </section>
      <section className="card" aria-labelledby="api-key-list">
        <div className="card-body">
          <h2 id="api-key-list" className="h5">
            {t('apiKey.listTitle')}
          </h2>
          <p className="text-body-secondary">{t('apiKey.listIntro')}</p>
          <QueryStatus query={keys}>{(data) => <ApiKeyList keys={data} />}</QueryStatus>
        </div>
      </section>
    </div>
  );
}
