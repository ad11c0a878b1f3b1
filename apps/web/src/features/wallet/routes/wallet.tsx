import { lazy, Suspense, useCallback, useState } from 'react';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { ArrowDownToLine, Banknote, Landmark, ListOrdered, Smartphone, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccounts } from '../api/get-accounts';
import { BalanceCard } from '../components/balance-card';
import { TopUpDialog } from '../components/top-up-dialog';
import { TopUpWatcher } from '../components/top-up-watcher';
import { WITHDRAW_KINDS, type WithdrawKind } from '../lib/fees';
import '../wallet.scss';

// A withdrawal's dialog (its form, fees and PIN) loads once one is chosen: the wallet's first
// screen stays within its JavaScript budget.
const WithdrawDialog = lazy(async () => ({
  default: (await import('../components/withdraw-dialog')).WithdrawDialog,
}));

const KIND_ICON: Readonly<Record<WithdrawKind, LucideIcon>> = {
  mpesa: Smartphone,
  pesalinkPhone: Smartphone,
  pesalinkAccount: Landmark,
  bank: Banknote,
};

interface WalletRouteProps {
  /** Timings of the top-up's polling; the defaults suit M-Pesa, tests shorten them. */
  timing?: { pollIntervalMs?: number; pollTimeoutMs?: number; watchIntervalMs?: number };
}

/** `/wallet`: balances, M-Pesa top-up and the four withdrawals. */
export function WalletRoute({ timing = {} }: WalletRouteProps) {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  const accounts = useAccounts(userData?.id ?? '');
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [withdrawKind, setWithdrawKind] = useState<WithdrawKind | null>(null);
  // Top-ups closed while M-Pesa was still asking the phone: watched until they settle.
  const [watching, setWatching] = useState<WalletTransaction[]>([]);
  const stopWatching = useCallback(
    (id: string) => setWatching((list) => list.filter((item) => item.id !== id)),
    [],
  );
  useDocumentTitle(t('wallet.title'));

  if (!userData) return null;
  const kes = accounts.data?.find((account) => account.currency === 'KES') ?? accounts.data?.[0];

  return (
    <section aria-labelledby="wallet-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 id="wallet-title" className="h3 mb-0">
          {t('wallet.title')}
        </h1>
        <div className="d-flex gap-2 wallet-actions">
          <Link to="/transactions" className="btn btn-outline-secondary">
            <ListOrdered size={16} aria-hidden="true" />
            {t('wallet.menu.transactions')}
          </Link>
          <Link to="/beneficiaries" className="btn btn-outline-secondary">
            <Users size={16} aria-hidden="true" />
            {t('wallet.menu.beneficiaries')}
          </Link>
        </div>
      </div>
      <QueryStatus query={accounts}>
        {(list) => (
          <div className="row g-4">
            <div className="col-lg-6">
              {list.map((account) => (
                <BalanceCard key={account.currency} account={account} />
              ))}
            </div>
            <div className="col-lg-6">
              <section className="card mb-4" aria-labelledby="top-up-heading">
                <div className="card-body">
                  <h2 id="top-up-heading" className="h5">
                    {t('wallet.topUp.heading')}
                  </h2>
                  <p className="text-body-secondary">{t('wallet.topUp.lead')}</p>
                  <button
                    type="button"
                    className="btn btn-primary wallet-actions"
                    onClick={() => setTopUpOpen(true)}
                  >
                    <ArrowDownToLine size={16} aria-hidden="true" />
                    {t('wallet.topUp.open')}
                  </button>
                </div>
              </section>
              <section className="card" aria-labelledby="withdraw-heading">
                <div className="card-body">
                  <h2 id="withdraw-heading" className="h5">
                    {t('wallet.withdraw.heading')}
                  </h2>
                  <p className="text-body-secondary">{t('wallet.withdraw.lead')}</p>
                  <div className="d-flex flex-wrap gap-2 wallet-actions">
                    {WITHDRAW_KINDS.map((kind) => {
                      const Icon = KIND_ICON[kind];
                      return (
                        <button
                          key={kind}
                          type="button"
                          className="btn btn-outline-primary"
                          onClick={() => setWithdrawKind(kind)}
                        >
                          <Icon size={16} aria-hidden="true" />
                          {t(`wallet.withdraw.open.${kind}`)}
                        </button>
                      );
                    })}
                  </div>
                </div>
              </section>
            </div>
          </div>
        )}
      </QueryStatus>
      <TopUpDialog
        show={topUpOpen}
        onHide={(stillPending) => {
          setTopUpOpen(false);
          if (stillPending) setWatching((list) => [...list, stillPending]);
        }}
        phoneNumber={userData.phoneNumber}
        pollIntervalMs={timing.pollIntervalMs}
        pollTimeoutMs={timing.pollTimeoutMs}
      />
      {watching.map((item) => (
        <TopUpWatcher
          key={item.id}
          transaction={item}
          intervalMs={timing.watchIntervalMs}
          onSettled={stopWatching}
        />
      ))}
      {withdrawKind && (
        <Suspense fallback={null}>
          <WithdrawDialog
            kind={withdrawKind}
            available={kes?.available ?? 0}
            currency={kes?.currency ?? 'KES'}
            onHide={() => setWithdrawKind(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
