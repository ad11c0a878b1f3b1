import { lazy, Suspense, useEffect, useState } from 'react';
import { CircleCheckBig, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { Tabs } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useReconciliation } from '../api/list-reconciliation';
import { DecidedList } from '../components/decided-list';
import { WaitingList } from '../components/waiting-list';
import { useNow } from '../../../shared/hooks/use-now';
import { useQueueView } from '../hooks/use-queue-view';
import '../reconciliation.scss';

// The dialog (its form, zod and react-hook-form) loads with the first decision, not the list.
const DecideDialog = lazy(async () => ({
  default: (await import('../components/decide-dialog')).DecideDialog,
}));

/**
 * `/reconciliation`: money the providers did not settle in time, for a SUPER_ADMIN to decide
 * with evidence (app/access.ts keeps everyone else out); and what was decided, by whom.
 */
export function ReconciliationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('reconciliation.title'));
  const now = useNow();
  const { tab, filters, setTab, setPage } = useQueueView();
  const query = useReconciliation(filters);
  const [deciding, setDeciding] = useState<ReconciliationItem | null>(null);
  // Once opened, the dialog stays mounted so that closing it can animate.
  const [dialogOpened, setDialogOpened] = useState(false);

  // The last item of a later page was decided: show the last page that still has some.
  const pagination = query.data?.pagination;
  const emptyPage = query.data?.items.length === 0 && filters.page > 1;
  useEffect(() => {
    if (emptyPage && pagination && !query.isPlaceholderData) {
      setPage(Math.max(1, Math.ceil(pagination.total / pagination.limit)));
    }
  }, [emptyPage, pagination, query.isPlaceholderData, setPage]);

  const decide = (item: ReconciliationItem) => {
    setDialogOpened(true);
    setDeciding(item);
  };

  return (
    <section aria-labelledby="reconciliation-title">
      <h1 id="reconciliation-title" className="h3 mb-2">
        {t('reconciliation.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('reconciliation.lead')}</p>
      <div className="card">
        <div className="card-body">
          <Tabs
            label={t('reconciliation.tabs.label')}
            active={tab}
            onSelect={(next) => setTab(next === 'decided' ? 'decided' : 'waiting')}
            className="mb-3"
            tabs={[
              {
                id: 'waiting',
                label: t('reconciliation.tabs.waiting'),
                icon: Hourglass,
                render: () => (
                  <WaitingList query={query} now={now} onPage={setPage} onDecide={decide} />
                ),
              },
              {
                id: 'decided',
                label: t('reconciliation.tabs.decided'),
                icon: CircleCheckBig,
                render: () => <DecidedList query={query} now={now} onPage={setPage} />,
              },
            ]}
          />
        </div>
      </div>
      {dialogOpened && (
        <Suspense fallback={null}>
          <DecideDialog item={deciding} onHide={() => setDeciding(null)} />
        </Suspense>
      )}
    </section>
  );
}
