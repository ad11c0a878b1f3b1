import { useTranslation } from 'react-i18next';
import type { Account } from '../api/get-accounts';
import { useMoney } from '../../../shared/format/money';

/** What can be spent now, what is on its way out, and the ledger balance. */
export function BalanceCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="card wallet-balance" aria-labelledby={`balance-${account.currency}`}>
      <div className="card-body">
        <h2 id={`balance-${account.currency}`} className="h6 text-body-secondary mb-1">
          {t('wallet.balance.available', { currency: account.currency })}
        </h2>
        <p className="display-6 fw-semibold mb-3" data-testid="wallet-available">
          {money(account.available, account.currency)}
        </p>
        <dl className="wallet-facts mb-0">
          <dt>{t('wallet.balance.held')}</dt>
          <dd data-testid="wallet-held">{money(account.held, account.currency)}</dd>
          <dt>{t('wallet.balance.balance')}</dt>
          <dd data-testid="wallet-balance">{money(account.balance, account.currency)}</dd>
        </dl>
        {account.held > 0 && <p className="form-text mb-0 mt-2">{t('wallet.balance.heldHint')}</p>}
      </div>
    </section>
  );
}
