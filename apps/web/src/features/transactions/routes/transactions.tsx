import { useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useTransactions } from '../api/get-transactions';
import { Pager } from '../../../shared/ui/pager';
import { TransactionDrawer } from '../components/transaction-drawer';
import { TransactionsTable } from '../components/transactions-table';
import { useUrlFilters } from '../../../shared/hooks/use-url-filters';
import { useUrlSearch } from '../../../shared/hooks/use-url-search';
import { useNow } from '../../../shared/hooks/use-now';
import '../transactions.scss';

export const SEARCH_DELAY_MS = 300;

/** `/transactions`: search, pages of ten, statuses, relative times and a detail drawer. */
export function TransactionsRoute({ searchDelayMs = SEARCH_DELAY_MS }: { searchDelayMs?: number }) {
  const { t } = useTranslation();
  const { params, page, setFilter, setPage } = useUrlFilters<'q'>();
  const keyword = params.get('q') ?? '';
  const [typed, setTyped] = useUrlSearch(
    keyword,
    (value) => setFilter('q', value.trim()),
    searchDelayMs,
  );
  const [open, setOpen] = useState<WalletTransaction | null>(null);
  const now = useNow();
  const query = useTransactions({ page, keyword });
  useDocumentTitle(t('wallet.transactions.title'));

  return (
    <section aria-labelledby="transactions-title">
      <h1 id="transactions-title" className="h3 mb-4">
        {t('wallet.transactions.title')}
      </h1>
      <div className="card">
        <div className="card-body">
          <form
            role="search"
            className="mb-3 transactions-search"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="transactions-search" className="form-label">
              {t('wallet.transactions.search')}
            </label>
            <div className="input-group">
              <span className="input-group-text" aria-hidden="true">
                <Search size={16} />
              </span>
              <input
                id="transactions-search"
                type="search"
                className="form-control"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={t('wallet.transactions.searchHint')}
                autoComplete="off"
              />
            </div>
          </form>
          <div aria-busy={query.isFetching}>
            <QueryStatus query={query}>
              {({ items, pagination }) =>
                items.length === 0 ? (
                  <p className="text-center text-body-secondary py-4 mb-0" role="status">
                    {keyword
                      ? t('wallet.transactions.noMatch', { keyword })
                      : t('wallet.transactions.empty')}
                  </p>
                ) : (
                  <>
                    <TransactionsTable items={items} now={now} onOpen={setOpen} />
                    <Pager
                      pagination={pagination}
                      onPage={setPage}
                      label={t('wallet.transactions.pages')}
                    />
                  </>
                )
              }
            </QueryStatus>
          </div>
        </div>
      </div>
      <TransactionDrawer transaction={open} now={now} onHide={() => setOpen(null)} />
    </section>
  );
}
