import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MobileWallet } from '@pamoja/contract/beneficiaries';
import { MOBILE_WALLETS } from '../api/resources';
import { useVerifyMobileWallet } from '../api/verify-mobile-wallet';
import { BeneficiaryPanel } from './beneficiary-panel';
import { MobileWalletForm } from './mobile-wallet-form';
import { VerifyWalletDialog } from './verify-wallet-dialog';

/** Mobile wallets, each verified with a code texted to its phone before it can be paid. */
export function MobileWalletsPanel() {
  const { t } = useTranslation();
  const sendCode = useVerifyMobileWallet();
  const [verifying, setVerifying] = useState<MobileWallet | null>(null);

  // Step one (the SMS), then the dialog for step two (the code).
  const startVerification = (wallet: MobileWallet) =>
    sendCode.mutate({ mobileWalletId: wallet.id }, { onSuccess: () => setVerifying(wallet) });

  const describe = (item: MobileWallet) => ({
    name: item.name,
    detail: `${item.telcoName} · ${item.phoneNumber}`,
    badge: item.verified ? (
      <span className="badge text-bg-success ms-1">
        {t('wallet.beneficiaries.wallets.verified')}
      </span>
    ) : (
      <span className="badge text-bg-warning ms-1">
        {t('wallet.beneficiaries.wallets.unverified')}
      </span>
    ),
    actions: item.verified ? undefined : (
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={sendCode.isPending}
        onClick={() => startVerification(item)}
        aria-label={t('wallet.beneficiaries.wallets.verifyNamed', { name: item.name })}
      >
        <BadgeCheck size={14} aria-hidden="true" /> {t('wallet.beneficiaries.wallets.verify')}
      </button>
    ),
  });

  return (
    <>
      <BeneficiaryPanel
        resource={MOBILE_WALLETS}
        kind="wallets"
        describe={describe}
        Form={MobileWalletForm}
        onAdded={startVerification}
      />
      <VerifyWalletDialog wallet={verifying} onHide={() => setVerifying(null)} />
    </>
  );
}
