import type { BankAccount } from '@pamoja/contract/beneficiaries';
import { BANK_ACCOUNTS } from '../api/resources';
import { BankAccountForm } from './bank-account-form';
import { BeneficiaryPanel } from './beneficiary-panel';

const describe = (item: BankAccount) => ({
  name: item.accountName,
  detail: `${item.bankName} · ${item.accountNumber}`,
});

export function BankAccountsPanel() {
  return (
    <BeneficiaryPanel
      resource={BANK_ACCOUNTS}
      kind="bank"
      describe={describe}
      Form={BankAccountForm}
    />
  );
}
