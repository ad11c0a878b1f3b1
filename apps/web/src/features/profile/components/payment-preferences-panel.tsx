import { QueryStatus } from '../../../shared/ui/query-status';
import { usePaymentPreferences } from '../api/get-payment-preferences';
import { PaymentPreferencesCard } from './payment-preferences-card';

export function PaymentPreferencesPanel({ userId }: { userId: string }) {
  const query = usePaymentPreferences(userId);
  return (
    <QueryStatus query={query}>
      {(preferences) => <PaymentPreferencesCard preferences={preferences} />}
    </QueryStatus>
  );
}
