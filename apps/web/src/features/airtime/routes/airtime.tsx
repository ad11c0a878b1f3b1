import { lazy, Suspense, useState } from 'react';
import { ListOrdered, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { PurchaseForm } from '../components/purchase-form';
import type { PollTiming } from '../hooks/use-purchase-progress';
import type { PurchaseFormInput } from '../lib/purchase-form';
import '../airtime.scss';

// The progress view loads once a purchase is sent: the form stays within its JavaScript budget.
const PurchaseProgress = lazy(async () => ({
  default: (await import('../components/purchase-progress')).PurchaseProgress,
}));

type Stage =
  | { step: 'form'; typed?: PurchaseFormInput }
  | { step: 'progress'; transaction: WalletTransaction; typed: PurchaseFormInput; to: string };

/** `/airtime`: buy airtime for one's own line or another number, paid by M-Pesa. */
export function AirtimeRoute({ timing }: { timing?: PollTiming }) {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  useDocumentTitle(t('airtime.title'));
  if (!userData) return null;

  return (
    <section aria-labelledby="airtime-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 id="airtime-title" className="h3 mb-0">
          {t('airtime.title')}
        </h1>
        <div className="d-flex gap-2 airtime-actions">
          <Link to="/airtime/groups" className="btn btn-outline-secondary">
            <UsersRound size={16} aria-hidden="true" />
            {t('airtime.menu.groups')}
          </Link>
          <Link to="/transactions" className="btn btn-outline-secondary">
            <ListOrdered size={16} aria-hidden="true" />
            {t('airtime.toTransactions')}
          </Link>
        </div>
      </div>
      <div className="row">
        <div className="col-lg-7 col-xl-6">
          <div className="card">
            <div className="card-body">
              {stage.step === 'form' ? (
                <PurchaseForm
                  myPhone={userData.phoneNumber}
                  defaults={stage.typed}
                  onStarted={(transaction, typed, to) =>
                    setStage({ step: 'progress', transaction, typed, to })
                  }
                />
              ) : (
                <Suspense fallback={<span className="spinner-border" role="status" />}>
                  <PurchaseProgress
                    key={stage.transaction.id}
                    transaction={stage.transaction}
                    kind="single"
                    recipientPhone={stage.to}
                    timing={timing}
                    onAgain={() => setStage({ step: 'form', typed: stage.typed })}
                  />
                </Suspense>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
