import { useTranslation } from 'react-i18next';

/** The shop is an organisation's: without one chosen there is nothing to show. */
export function NoOrganisation() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info" role="status">
      {t('shop.noOrganisation')}
    </div>
  );
}
