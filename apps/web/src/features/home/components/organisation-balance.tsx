import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useOrganisationAccounts } from '../api/get-organisation-accounts';

interface OrganisationBalanceProps {
  organisationId: string;
  organisationName: string;
}

/** The organisation's wallet: what its sales brought in, what can be used, what is held. */
export function OrganisationBalance({
  organisationId,
  organisationName,
}: OrganisationBalanceProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const accounts = useOrganisationAccounts(organisationId);
  return (
    <section className="card" aria-labelledby="organisation-balance-title">
      <div className="card-body">
        <h2 id="organisation-balance-title" className="h5">
          {t('shop.organisationWallet.title', { organisation: organisationName })}
        </h2>
        <QueryStatus query={accounts}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('shop.organisationWallet.empty')}</p>
            ) : (
              list.map((account) => (
                <div key={account.currency} className="mb-2">
                  <p className="text-body-secondary small mb-1">
                    {t('shop.organisationWallet.available', { currency: account.currency })}
                  </p>
                  <p className="display-6 fw-semibold mb-2" data-testid="organisation-available">
                    {money(account.available, account.currency)}
                  </p>
                  <dl className="row small mb-0">
                    <dt className="col-6 fw-normal text-body-secondary">
                      {t('shop.organisationWallet.held')}
                    </dt>
                    <dd className="col-6 text-end mb-1">{money(account.held, account.currency)}</dd>
                    <dt className="col-6 fw-normal text-body-secondary">
                      {t('shop.organisationWallet.balance')}
                    </dt>
                    <dd className="col-6 text-end mb-0" data-testid="organisation-balance">
                      {money(account.balance, account.currency)}
                    </dd>
                  </dl>
                </div>
              ))
            )
          }
        </QueryStatus>
      </div>
    </section>
  );
}
