import { useTranslation } from 'react-i18next';
import type { PesalinkBeneficiary } from '@pamoja/contract/beneficiaries';
import { PESALINK_BENEFICIARIES } from '../api/resources';
import { BeneficiaryPanel } from './beneficiary-panel';
import { PesalinkForm } from './pesalink-form';

export function PesalinkPanel() {
  const { t } = useTranslation();
  const describe = (item: PesalinkBeneficiary) => ({
    name: item.name,
    detail:
      item.type === 'PESALINK_BANK'
        ? `${item.bankName ?? ''} · ${item.accountNumber ?? ''}`
        : (item.phoneNumber ?? ''),
    badge: (
      <span className="badge text-bg-light border ms-1">
        {t(`wallet.beneficiaries.pesalinkTypes.${item.type}`)}
      </span>
    ),
  });
  return (
    <BeneficiaryPanel
      resource={PESALINK_BENEFICIARIES}
      kind="pesalink"
      describe={describe}
      Form={PesalinkForm}
    />
  );
}
