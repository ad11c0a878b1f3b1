import { Landmark, Send, Smartphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { BankAccountsPanel } from '../components/bank-accounts-panel';
import { Tabs, type TabItem } from '../../../shared/ui/tabs';
import '../beneficiaries.scss';

// The other tabs load when opened: the first screen stays within its JavaScript budget.
const PesalinkPanel = lazy(async () => ({
  default: (await import('../components/pesalink-panel')).PesalinkPanel,
}));
const MobileWalletsPanel = lazy(async () => ({
  default: (await import('../components/mobile-wallets-panel')).MobileWalletsPanel,
}));
const loading = <span className="spinner-border spinner-border-sm" role="status" />;

/** `/beneficiaries`: where withdrawals can go — bank accounts, Pesalink, mobile wallets. */
export function BeneficiariesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('wallet.beneficiaries.title'));
  const tabs: TabItem[] = [
    {
      id: 'bank',
      label: t('wallet.beneficiaries.bank.tab'),
      icon: Landmark,
      render: () => <BankAccountsPanel />,
    },
    {
      id: 'pesalink',
      label: t('wallet.beneficiaries.pesalink.tab'),
      icon: Send,
      render: () => (
        <Suspense fallback={loading}>
          <PesalinkPanel />
        </Suspense>
      ),
    },
    {
      id: 'wallets',
      label: t('wallet.beneficiaries.wallets.tab'),
      icon: Smartphone,
      render: () => (
        <Suspense fallback={loading}>
          <MobileWalletsPanel />
        </Suspense>
      ),
    },
  ];
  // The tab is in the URL: the wallet's "add a beneficiary" links open the right one.
  const active = params.get('tab') ?? 'bank';
  return (
    <section aria-labelledby="beneficiaries-title">
      <h1 id="beneficiaries-title" className="h3 mb-4">
        {t('wallet.beneficiaries.title')}
      </h1>
      <Tabs
        className="beneficiary-tabs"
        tabs={tabs}
        active={active}
        label={t('wallet.beneficiaries.tabsLabel')}
        onSelect={(id) => setParams(id === 'bank' ? {} : { tab: id }, { replace: true })}
      />
    </section>
  );
}
