import { useTranslation } from 'react-i18next';
import { CreditCard, Landmark, PiggyBank, Send, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Avatar } from '../components/avatar';
import type { Tone } from '../components/avatar';
import { DemoCard } from '../components/demo-card';
import { useFigures } from '../lib/figures';

// The template's own list: the mock has no call for these transactions. Brands keep their names.
const ROWS: {
  id: string;
  method: string;
  note: string;
  amount: number;
  icon: LucideIcon;
  tone: Tone;
}[] = [
  { id: '1', method: 'wallet', note: 'Starbucks', amount: -74, icon: Wallet, tone: 'primary' },
  { id: '2', method: 'bank', note: 'addMoney', amount: 480, icon: Landmark, tone: 'success' },
  { id: '3', method: 'Paypal', note: 'addMoney', amount: 590, icon: PiggyBank, tone: 'danger' },
  { id: '4', method: 'Mastercard', note: 'food', amount: -23, icon: CreditCard, tone: 'warning' },
  { id: '5', method: 'transfer', note: 'refund', amount: 98, icon: Send, tone: 'info' },
];

const KEYS = new Set(['wallet', 'bank', 'transfer', 'addMoney', 'food', 'refund']);

/** Transactions: the latest money in and out, with what each was. */
export function TransactionsCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const text = (value: string) =>
    KEYS.has(value) ? t(`demoDashboards.transactions.${value}`) : value;
  return (
    <DemoCard title={t('demoDashboards.transactions.title')}>
      <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
        {ROWS.map(({ id, method, note, amount, icon: Icon, tone }) => (
          <li key={id} className="d-flex align-items-center gap-3">
            <Avatar tone={tone}>
              <Icon size={18} />
            </Avatar>
            <div className="flex-grow-1 demo-shrink">
              <div className="fw-semibold">{text(method)}</div>
              <div className="small text-body-secondary">{text(note)}</div>
            </div>
            <span
              className={`fw-semibold text-nowrap ${amount < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
            >
              {figures.dollars(amount)}
            </span>
          </li>
        ))}
      </ul>
    </DemoCard>
  );
}
