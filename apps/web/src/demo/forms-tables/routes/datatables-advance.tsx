import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useEmployees } from '../api/list-employees';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { AdvanceSearch } from '../datatables/advance-search';
import { ServerTable } from '../datatables/server-table';

/** `/datatables/advance`: filter fields over all rows, and a table the server pages and sorts. */
export function DatatablesAdvanceRoute() {
  const { t } = useTranslation('demo-forms');
  const query = useEmployees();
  return (
    <ShowcasePage title={t('datatables.advanceTitle')} lead={t('datatables.advanceLead')}>
      <ShowcaseCard
        title={t('datatables.advance.title')}
        description={t('datatables.advance.description')}
        wide
      >
        <QueryStatus query={query}>
          {(employees) => (
            <AdvanceSearch caption={t('datatables.advance.title')} employees={employees} />
          )}
        </QueryStatus>
      </ShowcaseCard>
      <ShowcaseCard
        title={t('datatables.server.title')}
        description={t('datatables.server.description')}
        wide
      >
        <ServerTable caption={t('datatables.server.title')} />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
