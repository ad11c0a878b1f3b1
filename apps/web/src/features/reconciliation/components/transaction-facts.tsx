import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { absoluteTime } from '../../../shared/format/relative-time';
import { waitedSince } from '../lib/time';
import { useWaitedText } from './item-cells';
import { missingReferenceLabel, providerLabel, typeLabel } from './labels';
import '../../../shared/ui/facts.scss';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="reconciliation-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the person deciding checks with the provider: whose, what, how much, where and since when. */
export function TransactionFacts({ item, now }: { item: ReconciliationItem; now: Date }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const waitedText = useWaitedText();
  const { transaction, owner } = item;
  const f = (key: string) => t(`reconciliation.facts.${key}`);
  const to = transaction.beneficiaryName ?? transaction.phoneNumber;
  return (
    <dl className="facts reconciliation-facts">
      <Fact label={f('owner')}>
        {owner.name}
        {owner.phoneNumber && ` · ${displayPhone(owner.phoneNumber)}`}
      </Fact>
      <Fact label={f('what')}>{typeLabel(t, transaction.type)}</Fact>
      <Fact label={f('reference')}>{transaction.reference}</Fact>
      <Fact label={f('amount')}>
        {money(transaction.amount, transaction.currency)}
        {transaction.fee > 0 &&
          ` + ${t('reconciliation.facts.feeOf', { fee: money(transaction.fee, transaction.currency) })}`}
      </Fact>
      {to && (
        <Fact label={f('to')}>
          {transaction.beneficiaryName ?? displayPhone(transaction.phoneNumber ?? '')}
        </Fact>
      )}
      <Fact label={f('provider')}>
        {transaction.provider ? providerLabel(t, transaction.provider) : '—'}
      </Fact>
      <Fact label={f('providerReference')}>
        {transaction.providerReference ?? (
          <span className="text-warning-emphasis">{missingReferenceLabel(t, item.cause)}</span>
        )}
      </Fact>
      <Fact label={f('started')}>
        {absoluteTime(transaction.createdAt, i18n.language)} (
        {waitedText(waitedSince(transaction.createdAt, now))})
      </Fact>
      <Fact label={f('cause')}>{t(`reconciliation.cause.${item.cause}`)}</Fact>
      {item.providerAnswer && (
        <Fact label={f('providerAnswer')}>
          {t('reconciliation.facts.providerAnswerText', {
            receipt: item.providerAnswer.receiptNumber,
            at: absoluteTime(item.providerAnswer.receivedAt, i18n.language),
          })}
        </Fact>
      )}
    </dl>
  );
}
