import { useTranslation } from 'react-i18next';
import type { ReconciliationCause, ReconciliationItem } from '@pamoja/contract/reconciliation';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { absoluteTime, relativeTime } from '../../../shared/format/relative-time';
import { isOverdue, waitedSince } from '../lib/time';
import type { Waited } from '../lib/time';
import { missingReferenceLabel, providerLabel, typeLabel } from './labels';

/** "3 hours ago" over the exact date and time. */
export function Moment({ iso, now }: { iso: string; now: Date }) {
  const { i18n } = useTranslation();
  const exact = absoluteTime(iso, i18n.language);
  return (
    <>
      <time dateTime={iso} title={exact} className="d-block text-nowrap">
        {relativeTime(iso, i18n.language, now)}
      </time>
      <span className="small text-body-secondary text-nowrap">{exact}</span>
    </>
  );
}

/** Whose money it is: the name, and the phone in the one format of the app. */
export function Owner({ owner }: { owner: ReconciliationItem['owner'] }) {
  return (
    <>
      <div className="fw-semibold">{owner.name}</div>
      {owner.phoneNumber && (
        <div className="small text-body-secondary text-nowrap">
          {displayPhone(owner.phoneNumber)}
        </div>
      )}
    </>
  );
}

/** What kind of transaction, in words, and the reference to quote. */
export function What({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  return (
    <>
      <div>{typeLabel(t, transaction.type)}</div>
      <div className="small text-body-secondary text-break">{transaction.reference}</div>
    </>
  );
}

export function Amount({ transaction }: { transaction: WalletTransaction }) {
  const money = useMoney();
  return <span className="text-nowrap">{money(transaction.amount, transaction.currency)}</span>;
}

/** The provider and its reference, or a plain warning of why there is none. */
export function Provider({
  transaction,
  cause,
}: {
  transaction: WalletTransaction;
  cause: ReconciliationCause;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div>{transaction.provider ? providerLabel(t, transaction.provider) : '—'}</div>
      {transaction.providerReference ? (
        <div className="small text-body-secondary text-break">{transaction.providerReference}</div>
      ) : (
        <div className="small text-warning-emphasis">{missingReferenceLabel(t, cause)}</div>
      )}
    </>
  );
}

export function useWaitedText() {
  const { t } = useTranslation();
  return (waited: Waited) => t(`reconciliation.waited.${waited.unit}`, { ...waited });
}

/** How long the money has waited since the transaction began; a day or more stands out. */
export function WaitedFor({ item, now }: { item: ReconciliationItem; now: Date }) {
  const { t } = useTranslation();
  const say = useWaitedText();
  const waited = waitedSince(item.transaction.createdAt, now);
  return (
    <>
      <div className={`text-nowrap ${isOverdue(waited) ? 'text-danger-emphasis fw-semibold' : ''}`}>
        {say(waited)}
      </div>
      <div className="small text-body-secondary">{t(`reconciliation.cause.${item.cause}`)}</div>
    </>
  );
}
