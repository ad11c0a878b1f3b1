import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { UserStats } from '../components/user-stats';
import { UsersPanel } from '../components/users-panel';

/** `/apps/user/list`: four stat cards, then the filters, search and table of the directory. */
export function UserListRoute() {
  const { t } = useTranslation('demo-users');
  useDocumentTitle(t('list.title'));
  return (
    <section aria-labelledby="user-list-title">
      <h1 id="user-list-title" className="h3 mb-3">
        {t('list.title')}
      </h1>
      <UserStats />
      <UsersPanel title={t('filters.title')} titleId="user-list-filters" />
    </section>
  );
}
